/**
 * A change request said in another language ("enlève pétanque", "añade surf a mis temas"): the
 * readers of corrections know English, so the words that say what to do and where (verbs of
 * removing, adding, moving and changing; the sections; "please") are put in English first, and
 * the rest, the guest's own words for the items, stays as it was. A hand-made glossary of the
 * common European languages (docs/decisions/013); the imperative and infinitive of each verb, as
 * people write them in a chat. Pure.
 */

const glossary: Record<string, readonly string[]> = {
  remove: [
    ...[
      'enleve',
      'enlever',
      'enlevez',
      'supprime',
      'supprimer',
      'supprimez',
      'retire',
      'retirer',
      'retirez',
      'efface',
      'effacer',
      'effacez',
      'vire',
    ],
    ...['quita', 'quitar', 'quitad', 'elimina', 'eliminar', 'elimine', 'borra', 'borrar', 'borre', 'saca', 'sacar', 'saque'],
    ...['togli', 'togliere', 'rimuovi', 'rimuovere', 'cancella', 'cancellare'],
    ...['remova', 'remover', 'tira', 'tirar', 'apaga', 'apagar', 'apague', 'exclui', 'excluir', 'exclua'],
    ...['entferne', 'entfernen', 'losche', 'loschen', 'streiche', 'streichen', 'streich'],
    ...['verwijder', 'verwijderen', 'schrap', 'schrappen'],
  ],
  add: [
    ...['ajoute', 'ajouter', 'ajoutez', 'rajoute', 'rajouter', 'rajoutez'],
    ...['anade', 'anadir', 'anadid', 'agrega', 'agregar', 'agregue', 'incluye', 'incluir'],
    ...['aggiungi', 'aggiungere', 'aggiunga', 'includi'],
    ...['adiciona', 'adicionar', 'adicione', 'acrescenta', 'acrescentar', 'acrescente', 'inclui'],
    ...['hinzufugen', 'fuge', 'erganze', 'erganzen'],
    ...['voeg', 'toevoegen'],
  ],
  move: [
    ...['deplace', 'deplacer', 'deplacez', 'mets', 'mettre', 'mettez'],
    ...['mueve', 'mueva', 'pon', 'poner', 'ponga', 'pasa'],
    ...['sposta', 'spostare', 'metti', 'mettere'],
    ...['mova', 'coloca', 'colocar', 'coloque', 'passa', 'poe', 'ponha'],
    ...['verschiebe', 'verschieben', 'schieb', 'setze', 'setzen'],
    ...['verplaats', 'verplaatsen', 'zet'],
  ],
  change: [
    ...['changer', 'changez', 'modifie', 'modifier', 'modifiez', 'remplace', 'remplacer', 'corrige', 'corriger'],
    ...['cambia', 'cambiar', 'cambie', 'modifica', 'modificar', 'reemplaza', 'reemplazar', 'corregir'],
    ...['cambiare', 'modificare', 'sostituisci', 'correggi'],
    ...['muda', 'mudar', 'mude', 'troca', 'trocar', 'altera', 'alterar', 'corrija'],
    ...['andere', 'andern', 'ersetze', 'ersetzen', 'korrigiere'],
    ...['verander', 'veranderen', 'vervang', 'vervangen'],
  ],
  topics: ['sujets', 'temas', 'temi', 'argomenti', 'themen', 'onderwerpen', 'interets', 'intereses', 'interessi', 'interesses'],
  headline: ['titre', 'titulo', 'titolo', 'titel', 'uberschrift'],
  please: [
    'stp',
    'svp',
    'porfa',
    'porfavor',
    'bitte',
    'alsjeblieft',
    'aub',
    'perfavore',
    'por favor',
    "s'il te plait",
    "s'il vous plait",
    'per favore',
  ],
  "I'm looking for": ['je cherche', 'busco', 'cerco', 'procuro', 'ich suche', 'ik zoek'],
  // "cambia X por Y", "remplace X par Y", "ersetze X durch Y": what a change puts in the item's place.
  with: ['por', 'par', 'durch', 'door', 'con', 'com'],
  in: ['en', 'dans', 'nos', 'nas', 'bei den', 'bij'],
  'I offer': ["j'offre", 'je propose', 'ofrezco', 'offro', 'ofereco', 'ich biete', 'ik bied'],
};

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/ß/g, 's')
    .replace(/[\u2018\u2019]/g, "'")
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Each foreign phrase as a pattern of whole words, longest first, with the English it stands for. */
const patterns: { pattern: RegExp; english: string }[] = Object.entries(glossary)
  .flatMap(([english, foreign]) => foreign.map((phrase) => ({ phrase, english })))
  .sort((a, b) => b.phrase.length - a.phrase.length)
  .map(({ phrase, english }) => ({
    pattern: new RegExp(`(?<![\\p{L}'])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}'])`, 'gu'),
    english,
  }));

/** Words only English uses to join a sentence, and those of the glossary's languages: which of the two a request speaks. */
const englishJoiners = new Set(
  'the and of to is are was it its my i you your me could would can should with this that be they them we our'.split(' '),
);
const otherJoiners = new Set(
  'le la les du des et est une je pour dans sur el los las y por que mi mis con del il di che per della der die das und ist nicht ich du dem bei mit auf zu het een van ik naar voor em nos da de en'.split(
    ' ',
  ),
);

/** Whether a request is said in English: its joining words are English ("can the Mets go above my other topics?" is no French "mets"). */
function saidInEnglish(folded: string): boolean {
  const words = folded.match(/\p{L}+/gu) ?? [];
  const english = words.filter((word) => englishJoiners.has(word)).length;
  const other = words.filter((word) => otherJoiners.has(word)).length;
  return english >= 2 && english > other;
}

/**
 * `request` with the glossary's command words in English ("enlève pétanque please" → "remove
 * pétanque please"); a request with none of them is returned as it was. Matching ignores case and
 * accents; the guest's other words keep theirs.
 */
export function withEnglishCommands(request: string): string {
  const folded = fold(request);
  // Folding keeps one character per character for the scripts the glossary holds, so positions carry over.
  if (folded.length !== request.length || saidInEnglish(folded)) return request;
  const spans: { start: number; end: number; english: string }[] = [];
  for (const { pattern, english } of patterns) {
    for (const match of folded.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (spans.some((span) => start < span.end && end > span.start)) continue;
      spans.push({ start, end, english });
    }
  }
  if (spans.length === 0) return request;
  let out = request;
  for (const span of spans.sort((a, b) => b.start - a.start)) out = `${out.slice(0, span.start)}${span.english}${out.slice(span.end)}`;
  return out;
}
