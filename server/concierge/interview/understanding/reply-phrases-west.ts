/**
 * The phrasebooks of Western and Northern Europe, in the slots of `Phrasebook` (`reply-phrases.ts`):
 * phrases parted by commas, written without accents. Pure data.
 */
export const westPhrasebooks = {
  fr: {
    yes: "oui, ouais, oui oui, c'est bon, d'accord, dac, parfait, c'est ca, exact, exactement, tout a fait, c'est juste, c'est correct, bien sur, absolument, carrement, ca me va, ca marche",
    no: "non, non non, nan, pas du tout, c'est pas ca, ce n'est pas ca, faux, c'est faux, pas vraiment, pas exactement, absolument pas, pas moi, c'est pas moi, ce n'est pas moi",
    skip: "rien, rien d'autre, rien de plus, rien a ajouter, rien a dire, c'est tout, suivant, question suivante, passe, je passe, passons, on passe, plus tard, on verra plus tard, personne, aucun, aucune",
    unsure:
      "je sais pas, je ne sais pas, sais pas, chais pas, je sais pas trop, j'en sais rien, aucune idee, pas sur, pas sure, pas certain, pas certaine, je suis pas sur, je ne suis pas sur, peut etre, bof, difficile a dire, je saurais pas dire, je ne saurais pas dire, j'y ai pas reflechi, je n'y ai pas reflechi, jsp, jsais pas, chepa, che pas",
    question:
      "c'est a dire, comment ca, quoi, pourquoi, pour quoi faire, ca sert a quoi, a quoi ca sert, c'est pour quoi, qui va voir ca, qui verra ca, qui le verra, qui peut voir ca, tu veux dire quoi, vous voulez dire quoi, que voulez vous dire, qu'est ce que tu veux dire, qu'est ce que vous voulez dire, ca veut dire quoi",
    fillers: "euh, bah, ben, bon, alors, merci, merci beaucoup, encore, vraiment, s'il vous plait, s'il te plait, stp, svp",
    but: 'mais, sauf',
  },
  es: {
    yes: 'si, vale, claro, claro que si, perfecto, esta bien, todo bien, correcto, es correcto, de acuerdo, exacto, exactamente, por supuesto, asi es, eso es, efectivamente, cierto, listo, dale',
    no: 'no, para nada, claro que no, no es correcto, incorrecto, no es asi, no es cierto, esta mal, nel, no soy yo, ese no soy yo, yo no, de ninguna manera',
    skip: 'siguiente pregunta, salta, saltar, paso de esta, paso de esta pregunta, nada, nada mas, nada mas que decir, nada que agregar, nada que anadir, eso es todo, es todo, seria todo, siguiente, la siguiente, paso, mas tarde, luego, despues, nadie, ninguno, ninguna, prefiero no contestar, prefiero no responder',
    unsure:
      'no se bien, no sabria decir, no estoy seguro la verdad, no se, no lo se, ni idea, no tengo idea, no estoy seguro, no estoy segura, quizas, quiza, tal vez, a lo mejor, puede ser, depende, es dificil decir, dificil de decir, no lo he pensado, no he pensado en eso',
    question:
      'que quieres decir, que quiere decir, a que te refieres, a que se refiere, como asi, como que, para que, para que es, para que es esto, para que sirve, por que, quien lo va a ver, quien va a ver esto, quien lo vera, que significa, que significa eso',
    fillers: 'pues, bueno, mmm, todavia, aun, la verdad, verdad, gracias, muchas gracias, perdon, por favor, porfa, este',
    but: 'pero, aunque',
  },
  ca: {
    yes: "si, d'acord, dacord, val, perfecte, correcte, exacte, exactament, es clar, esta be, molt be, tot be, aixo mateix, cert",
    no: 'no, gens, gens ni mica, de cap manera, no es correcte, incorrecte, no es aixi, esta malament, no soc jo, jo no',
    skip: 'res, res mes, res a afegir, ja esta, aixo es tot, es tot, seguent, la seguent, seguent pregunta, salta, saltem, passo, mes tard, despres, ningu, cap ni un',
    unsure:
      "no ho se, no se, ni idea, no n'estic segur, no n'estic segura, no estic segur, no estic segura, potser, no sabria dir, no ho sabria dir, costa de dir, no m'ho he plantejat, no hi he pensat",
    question: 'que vols dir, que vol dir, com aixi, per que, per a que, per a que serveix, qui ho veura, qui ho pot veure, que significa',
    fillers: 'si us plau, sisplau, siusplau, gracies, moltes gracies, doncs, encara',
    but: 'pero, tanmateix',
  },
  it: {
    yes: "si, si si, va bene, va benissimo, va bene cosi, certo, certamente, perfetto, giusto, e giusto, esatto, esattamente, corretto, tutto bene, d'accordo, sicuro, assolutamente, proprio cosi, e cosi, vabbe, va be",
    no: 'no, per niente, non e giusto, sbagliato, e sbagliato, non proprio, non e vero, non e cosi, non e corretto, assolutamente no, non sono io, io no, macche',
    skip: "niente, nient altro, nient'altro, niente da aggiungere, nulla, e tutto, tutto qui, basta, basta cosi, prossima, la prossima, prossima domanda, avanti, passo, passiamo, salta, saltiamo, dopo, piu tardi, nessuno, nessuna",
    unsure:
      'non lo so, non so, boh, non saprei, non saprei dire, forse, magari, chissa, non sono sicuro, non sono sicura, non sono certo, non sono certa, non ne ho idea, difficile dirlo, difficile da dire, non ci ho pensato, non ci ho mai pensato, nn so, nn lo so',
    question:
      'cosa intendi, che intendi, cosa vuoi dire, che vuol dire, cosa significa, in che senso, cioe, perche, come mai, a cosa serve, a che serve, per cosa, chi lo vedra, chi vedra questo, chi puo vederlo',
    fillers: 'mah, beh, ecco, allora, ancora, davvero, grazie, grazie mille, scusa, scusi, per favore, perfavore, per piacere',
    but: 'ma, pero, tuttavia',
  },
  pt: {
    yes: 'sim, sim sim, certo, perfeito, esta certo, ta certo, tudo bem, ta bom, exato, exatamente, correto, beleza, isso, isso mesmo, claro, com certeza, de acordo, otimo, fechado',
    no: 'nao, nao nao, nada disso, esta errado, ta errado, errado, incorreto, nao e isso, nao e bem isso, nao e verdade, nada a ver, de jeito nenhum, nem pensar, nao sou eu, eu nao',
    skip: 'pula, pular, pula essa, pode pular, proxima pergunta, nada, nada mais, nada a acrescentar, nada a dizer, e isso, so isso, e so, e so isso, proxima, proximo, passo, pode passar, depois, mais tarde, ninguem, nenhum, nenhuma, prefiro nao responder',
    unsure:
      'nao sei bem, nao sei direito, nao sei nao, nao sei, sei la, sei nao, talvez, pode ser, nao tenho certeza, nao faco ideia, nao faco a menor ideia, nem ideia, nao sei dizer, dificil dizer, dificil de dizer, nao pensei nisso, nunca pensei nisso, n sei, nem sei, sei nao',
    question:
      'como assim, o que quer dizer, o que voce quer dizer, que quer dizer, o que significa, por que, pra que, pra que serve, para que serve, pra que isso, quem vai ver, quem vai ver isso, quem ve isso',
    fillers: 'entao, ainda, obrigado, obrigada, valeu, desculpa, por favor, pfv, bem',
    but: 'mas, porem',
  },
  de: {
    yes: 'ja, ja ja, jap, jep, jawohl, genau, genau so, ganz genau, passt, passt so, passt schon, stimmt, stimmt genau, das stimmt, richtig, richtig so, korrekt, alles gut, alles klar, in ordnung, einverstanden, klar, klar doch, sicher, naturlich, selbstverstandlich, gerne, absolut, so ist es, jup, jo',
    no: 'nein, nein nein, nee, nee nee, ne, noe, stimmt nicht, das stimmt nicht, stimmt so nicht, nicht richtig, falsch, gar nicht, auf keinen fall, eher nicht, nicht ganz, nicht wirklich, keineswegs, das bin ich nicht, ich nicht',
    skip: "nichts, nichts mehr, nichts weiter, sonst nichts, mehr nicht, das wars, das war's, das war alles, das ist alles, weiter, nachste, nachste frage, uberspringen, spater, vielleicht spater, lieber nicht, kein kommentar, niemand, keiner, keine, keinen",
    unsure:
      'weiss nicht, weiss ich nicht, ich weiss nicht, ich weiss es nicht, weiss nicht genau, keine ahnung, null ahnung, vielleicht, bin nicht sicher, nicht sicher, unsicher, kein plan, keinen plan, weiss nicht so recht, ich weiss nicht so recht, schwer zu sagen, kann ich nicht sagen, noch nicht uberlegt, daruber habe ich nicht nachgedacht, mal sehen, mal schauen, kp, weiss nich, weiss ich nich',
    question:
      'wie meinst du das, wie meinen sie das, was meinst du, was meinen sie, was heisst das, was bedeutet das, wie bitte, wozu, wofur, warum, wieso, weshalb, wer sieht das, wer kann das sehen, wer bekommt das zu sehen',
    fillers: 'ah, ach, naja, also, hm, noch, danke, danke schon, bitte, sorry, echt, wirklich, ehrlich gesagt, eigentlich',
    but: 'aber, jedoch, allerdings, ausser',
  },
  nl: {
    yes: 'ja, ja hoor, jazeker, zeker, klopt, dat klopt, klopt helemaal, prima, prima zo, goed, goed zo, is goed, helemaal goed, akkoord, precies, juist, inderdaad, oke, okee, ja graag, jawel, tuurlijk, natuurlijk, klopt wel',
    no: 'nee, nee hoor, nee nee, neen, klopt niet, dat klopt niet, klopt niet helemaal, fout, dat is fout, onjuist, helemaal niet, niet echt, zeker niet, absoluut niet, dat ben ik niet, ik niet',
    skip: 'volgende vraag, sla over, sla maar over, sla deze over, niets, niks, niks meer, verder niets, verder niks, dat was het, dat is het, dat is alles, volgende, overslaan, later, straks, laat maar, niemand, geen',
    unsure:
      'weet niet, weet ik niet, ik weet het niet, ik weet niet, geen idee, geen flauw idee, misschien, niet zeker, moeilijk te zeggen, kan ik niet zeggen, twijfel, ik twijfel, daar heb ik niet over nagedacht, niet over nagedacht, weet ik veel',
    question:
      'wat bedoel je, wat bedoelt u, hoe bedoel je, hoe bedoelt u, wat betekent dat, waarom, waarvoor, waar is dit voor, waar is dat voor, wie ziet dit, wie kan dit zien, wie krijgt dit te zien',
    fillers:
      'nou, eh, nog, dank, dank je, dank je wel, dankjewel, bedankt, sorry, echt, graag, alsjeblieft, alstublieft, aub, hoor, eigenlijk',
    but: 'maar, alleen, behalve',
  },
  sv: {
    yes: 'ja, ja ja, japp, jo, javisst, visst, absolut, stammer, det stammer, precis, ratt, det ar ratt, helt ratt, korrekt, okej, sjalvklart, garna',
    no: 'nej, nej nej, nej tack, stammer inte, det stammer inte, fel, inte ratt, inte riktigt, absolut inte, inte jag, det ar inte jag',
    skip: 'inget, ingenting, inget mer, ingenting mer, inget att tillagga, inget mer att tillagga, det ar allt, det var allt, nasta, nasta fraga, hoppa over, vi hoppar over, senare, ingen, ingen alls',
    unsure:
      'vet inte, vet ej, jag vet inte, vet inte riktigt, ingen aning, kanske, inte saker, jag ar inte saker, osaker, svart att saga, kan inte saga, har inte tankt pa det, inte tankt pa det',
    question:
      'vad menar du, hur menar du, vad betyder det, varfor, vad ar det for, vad ska det vara till, vem ser det, vem ser detta, vem kan se det',
    fillers: 'tack, tack sa mycket, snalla, vanligen, alltsa, typ',
    but: 'men, dock, forutom',
  },
  da: {
    yes: 'ja, ja ja, ja tak, jo, jep, korrekt, fint, rigtigt, rigtig, det er rigtigt, helt rigtigt, det passer, passer, selvfolgelig, klart, absolut, aftale',
    no: 'nej, nej nej, nej tak, forkert, det er forkert, passer ikke, det passer ikke, ikke rigtigt, slet ikke, overhovedet ikke, ikke mig, det er ikke mig',
    skip: 'intet, ingenting, ikke noget, ikke noget mere, ikke mere, det er alt, det var det, det var alt, naeste, naeste sporgsmal, spring over, spring den over, senere, ingen, ingen af dem',
    unsure:
      'ved ikke, jeg ved ikke, ved det ikke, jeg ved det ikke, aner det ikke, aner ikke, ingen anelse, maske, ikke sikker, jeg er ikke sikker, svaert at sige, kan ikke sige, har ikke taenkt over det',
    question:
      'hvad mener du, hvordan mener du, hvad betyder det, hvorfor, hvad skal det bruges til, hvad er det til, hvem kan se det, hvem ser det',
    fillers: 'mange tak, tak skal du have, venligst, altsa, endnu, lige',
    but: 'men, bortset',
  },
  no: {
    yes: 'ja, ja takk, jo, jepp, jada, stemmer, det stemmer, riktig, helt riktig, korrekt, greit, det er greit, fint, absolutt, klart, selvfolgelig',
    no: 'nei, nei takk, nei nei, feil, det er feil, stemmer ikke, det stemmer ikke, ikke riktig, slett ikke, absolutt ikke, ikke meg, det er ikke meg',
    skip: 'ingenting, ingenting mer, ikke noe, ikke noe mer, det er alt, det var alt, neste, neste sporsmal, hopp over, hopp over denne, vi hopper over, senere, ingen, ingen av dem',
    unsure:
      'vet ikke, jeg vet ikke, aner ikke, ingen anelse, kanskje, ikke sikker, jeg er ikke sikker, usikker, vanskelig a si, kan ikke si, har ikke tenkt pa det',
    question:
      'hva mener du, hvordan mener du, hva betyr det, hvorfor, hva er dette for, hva skal det brukes til, hvem ser dette, hvem kan se det',
    fillers: 'takk, tusen takk, takk skal du ha, vennligst, vaer sa snill, altsa, enda, liksom',
    but: 'men, bortsett',
  },
  fi: {
    yes: 'kylla, joo, juu, jep, niin, niin on, totta, oikein, aivan, aivan oikein, pitaa paikkansa, just niin, juuri niin, selva, sopii, hyva, hyva on, ehdottomasti, kylla kiitos',
    no: 'ei, ei ei, eipa, ei kiitos, vaarin, ei pida paikkaansa, ei ole, ei oikein, ei se ole oikein, ei ihan, ei todellakaan, en mina, en ole',
    skip: 'seuraava, seuraava kysymys, ohita, ohitetaan, ohitan, jatketaan, myohemmin, ei mitaan, ei muuta, ei mitaan lisattavaa, siina kaikki, siina se, ei kukaan, ei ketaan',
    unsure:
      'en tieda, en ma tieda, en mina tieda, en tiia, ei aavistustakaan, en ole varma, en oo varma, ehka, kenties, vaikea sanoa, vaikee sanoa, en osaa sanoa, en ole miettinyt, en ole ajatellut',
    question:
      'mita tarkoitat, mita tarkoitatte, miten niin, mita se tarkoittaa, miksi, mihin tata tarvitaan, mita varten, kuka nakee taman, kuka tan nakee, kuka sen nakee',
    fillers: 'kiitos, kiitti, ole hyva, siis, viela, tota, niinku',
    but: 'mutta, mut, paitsi',
  },
};
