import { correctionsByRules } from '../server/concierge/interview/understanding/corrections.ts';
import { applyCorrections } from '../server/concierge/interview/understanding/correction-choice.ts';
import { requestClauses } from '../server/concierge/interview/understanding/request-clauses.ts';
import { entriesOf } from '../server/concierge/interview/understanding/correction-reading.ts';
import { prepareOfflineBrain } from '../server/concierge/offline-brain.ts';
await prepareOfflineBrain();
const item = (text: string) => ({ text, sourceMessageIds: ['g1'] });
const base = { headline: 'Beekeeper in Devon', about: '', lookingFor: [item('a honey extractor'), item('farm shops')], canOffer: [item('swarm collection')], topics: [item('wildflowers'), item('mead'), item('cricket')] };
for (const r of process.argv.slice(2)) {
  console.log(r);
  console.log(' rules', JSON.stringify(correctionsByRules(base, r, 'g9').corrections));
  console.log(' chosen', JSON.stringify(applyCorrections(base, r, 'g9').corrections));
  for (const v of requestClauses(r, entriesOf(base), base.headline)) console.log(' ', v.text, Object.entries(v.reading.likelihood).filter(([, x]) => x > 0.05).map(([k, x]) => `${k}:${x.toFixed(2)}`).join(' '), v.wordings.map((w) => `${w.text}/${w.strength}`).join('; '));
}
