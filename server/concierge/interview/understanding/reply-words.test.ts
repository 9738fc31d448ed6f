import { describe, expect, it } from 'vitest';
import { phrasebooks, type Phrasebook } from './reply-phrases.ts';
import { readOpeningWords, readReplyWords } from './reply-words.ts';

const listed = (slot: string) => slot.split(',').map((phrase) => phrase.trim());

describe('phrasebooks', () => {
  const slots: (keyof Phrasebook)[] = ['yes', 'no', 'skip', 'unsure', 'question', 'fillers', 'but'];

  it('give every language every slot', () => {
    const languages =
      'fr es ca it pt de nl sv da no fi pl cs sk hu ro el ru uk bg sr tr he ar fa hi ur bn ta sw yo am th vi id ms tl zh ja ko';
    expect(Object.keys(phrasebooks).sort()).toEqual(languages.split(' ').sort());
    for (const [language, book] of Object.entries(phrasebooks))
      for (const slot of slots) expect(listed(book[slot]).every(Boolean), `${language} ${slot}`).toBe(true);
  });

  it('read every phrase as its own meaning, whichever language also writes it, and a filler alone as nothing', () => {
    for (const [language, book] of Object.entries(phrasebooks)) {
      for (const meaning of ['yes', 'no', 'skip', 'unsure', 'question'] as const)
        for (const phrase of listed(book[meaning]))
          expect(readReplyWords(phrase, 'summary'), `${language} ${phrase}`).toBe(phrase === 'no' ? null : meaning);
      for (const filler of listed(book.fillers)) expect(readReplyWords(filler, 'summary'), `${language} ${filler}`).toBeNull();
    }
  });
});

describe('readReplyWords', () => {
  it('reads short replies wholly in another language, with fillers and accents or without', () => {
    expect(readReplyWords('je sais pas', 'question')).toBe('unsure');
    expect(readReplyWords('euh… aucune idée', 'summary')).toBe('unsure');
    expect(readReplyWords('niks meer', 'question')).toBe('skip');
    expect(readReplyWords('nein', 'summary')).toBe('no');
    expect(readReplyWords('Não sei ainda', 'question')).toBe('unsure');
    expect(readReplyWords('不知道', 'question')).toBe('unsure');
    expect(readReplyWords('tak, dobrze', 'summary')).toBe('yes');
  });

  it('reads a pass or a "not sure" said as a whole phrase, with a word of thanks or please beside it', () => {
    expect(readReplyWords('sina uhakika', 'question')).toBe('unsure');
    expect(readReplyWords('następne pytanie proszę', 'question')).toBe('skip');
    expect(readReplyWords('sonraki soru lütfen', 'question')).toBe('skip');
    expect(readReplyWords('よくわかりません', 'question')).toBe('unsure');
    expect(readReplyWords('nej takk', 'summary')).toBe('no');
  });

  it('reads yes and no in the languages of the Unicode CLDR, in their script or romanized, and never an English word', () => {
    expect(readReplyWords('evet', 'summary')).toBe('yes');
    expect(readReplyWords('igen!', 'summary')).toBe('yes');
    expect(readReplyWords('όχι', 'summary')).toBe('no');
    expect(readReplyWords('hapana', 'summary')).toBe('no');
    expect(readReplyWords('yes', 'summary')).toBeNull();
    expect(readReplyWords('hmm', 'summary')).toBeNull();
  });

  it('reads a "no" after a question as nothing more to say, and leaves a "yes" there to the reader', () => {
    expect(readReplyWords('nein', 'question')).toBe('skip');
    expect(readReplyWords('ja', 'question')).toBeNull();
  });

  it('lets "no" lean on what comes with it, and gives up when meanings disagree', () => {
    expect(readReplyWords('no, no lo sé', 'summary')).toBe('unsure');
    expect(readReplyWords('oui, je sais pas', 'summary')).toBeNull();
  });

  it('reads the same slots in every language, in its script and as people type it in Latin letters', () => {
    const cases: [string, 'summary' | 'question', string | null][] = [
      ["D'acord, perfecte", 'summary', 'yes'],
      ['res més', 'question', 'skip'],
      ['no ho sé', 'question', 'unsure'],
      ['jj', 'summary', 'yes'],
      ['nevím', 'question', 'unsure'],
      ['další otázka prosím', 'question', 'skip'],
      ['to nie som ja', 'summary', 'no'],
      ['neviem, ďakujem', 'question', 'unsure'],
      ['Nem tudom', 'question', 'unsure'],
      ['igen, rendben', 'summary', 'yes'],
      ['ennyi volt', 'question', 'skip'],
      ['Nu știu', 'question', 'unsure'],
      ['asta e tot', 'question', 'skip'],
      ['Δεν ξέρω', 'question', 'unsure'],
      ['den kserw', 'question', 'unsure'],
      ['σωστά', 'summary', 'yes'],
      ['oxi, lathos', 'summary', 'no'],
      ['tipota allo', 'question', 'skip'],
      ['en tiedä', 'question', 'unsure'],
      ['seuraava kysymys kiitos', 'question', 'skip'],
      ['joo, pitää paikkansa', 'summary', 'yes'],
      ['vet ikke', 'question', 'unsure'],
      ['Det stemmer', 'summary', 'yes'],
      ['neste spørsmål', 'question', 'skip'],
      ['nej tak', 'summary', 'no'],
      ['næste', 'question', 'skip'],
      ['не знаю', 'question', 'unsure'],
      ['ні, це не я', 'summary', 'no'],
      ['далі', 'question', 'skip'],
      ['не знам', 'question', 'unsure'],
      ['това е всичко', 'question', 'skip'],
      ['ne znam', 'question', 'unsure'],
      ['нисам сигуран', 'question', 'unsure'],
      ['tako je', 'summary', 'yes'],
      ['לא יודע', 'question', 'unsure'],
      ['lo yodea', 'question', 'unsure'],
      ['כן, נכון', 'summary', 'yes'],
      ['ze hakol', 'question', 'skip'],
      ['مش عارف', 'question', 'unsure'],
      ['msh 3aref', 'question', 'unsure'],
      ['la2 mesh ana', 'summary', 'no'],
      ['aywa tamam', 'summary', 'yes'],
      ['خلاص شكرا', 'question', 'skip'],
      ['أكيد', 'summary', 'yes'],
      ['اكيد', 'summary', 'yes'],
      ['نمیدونم', 'question', 'unsure'],
      ['نمي دونم', 'question', 'unsure'],
      ['بله درسته', 'summary', 'yes'],
      ['pata nahi yaar', 'question', 'unsure'],
      ['पता नहीं', 'question', 'unsure'],
      ['haan ji, bilkul', 'summary', 'yes'],
      ['bas itna hi', 'question', 'skip'],
      ['پتا نہیں', 'question', 'unsure'],
      ['জানি না', 'question', 'unsure'],
      ['தெரியாது', 'question', 'unsure'],
      ['sawa sawa', 'summary', 'yes'],
      ['sina la kuongeza', 'question', 'skip'],
      ['mi o mọ̀', 'question', 'unsure'],
      ['rárá', 'summary', 'no'],
      ['አላውቅም', 'question', 'unsure'],
      ['እሺ', 'summary', 'yes'],
      ['ไม่รู้ครับ', 'question', 'unsure'],
      ['ใช่ค่ะ', 'summary', 'yes'],
      ['ข้ามไปเลยครับ', 'question', 'skip'],
      ['không biết ạ', 'question', 'unsure'],
      ['khong biet', 'question', 'unsure'],
      ['Được rồi', 'summary', 'yes'],
      ['gak tau', 'question', 'unsure'],
      ['iya betul', 'summary', 'yes'],
      ['udah itu aja', 'question', 'skip'],
      ['tak tahu lah', 'question', 'unsure'],
      ['hindi ko alam', 'question', 'unsure'],
      ['oo naman po', 'summary', 'yes'],
      ['yun lang po', 'question', 'skip'],
      ['不知道啊', 'question', 'unsure'],
      ['好的谢谢', 'summary', 'yes'],
      ['沒有了', 'question', 'skip'],
      ['大丈夫です', 'summary', 'yes'],
      ['wakarimasen', 'question', 'unsure'],
      ['特にないです', 'question', 'skip'],
      ['모르겠어요', 'question', 'unsure'],
      ['molla', 'question', 'unsure'],
      ['네, 맞아요', 'summary', 'yes'],
      ['아뇨, 저 아니에요', 'summary', 'no'],
    ];
    for (const [text, context, intent] of cases) expect(readReplyWords(text, context), text).toBe(intent);
  });

  it('reads an asking back as a question after a summary and after a question', () => {
    for (const text of [
      '¿Para qué sirve?',
      'wie meinst du das?',
      "c'est-à-dire ?",
      'Kto to zobaczy?',
      'ne demek?',
      'ماذا تقصد؟',
      'ya3ni eh?',
      'kya matlab?',
      'maksudnya apa?',
      '什么意思？',
      'どういう意味ですか？',
      '무슨 뜻이에요?',
      'ποιος θα το δει;',
      'unamaanisha nini?',
      'למה?',
    ])
      for (const context of ['summary', 'question'] as const) expect(readReplyWords(text, context), text).toBe('question');
  });

  it('reads the common English one-word answers as before, whatever the phrasebooks hold', () => {
    for (const text of [
      'no',
      'yes',
      'nope',
      'nah',
      'sure',
      'next',
      'pass',
      'none',
      'nobody',
      'dunno',
      'ok',
      'so',
      'to',
      'maybe',
      'why',
      'what',
      'no no',
    ])
      for (const context of ['summary', 'question'] as const) expect(readReplyWords(text, context), text).toBeNull();
    expect(readReplyWords('later', 'question')).toBe('skip');
    // A filler of one language is no answer even where another writes a word so.
    expect(readReplyWords('nou', 'summary')).toBeNull();
  });

  it('reads the shorthand people chat in, and a letter drawn out as the letter', () => {
    const cases: [string, 'summary' | 'question', string | null][] = [
      ['jsp', 'question', 'unsure'],
      ['nwm', 'question', 'unsure'],
      ['kp', 'question', 'unsure'],
      ['нз', 'question', 'unsure'],
      ['ㅇㅇ', 'summary', 'yes'],
      ['ㄴㄴ ㅋㅋㅋ', 'summary', 'no'],
      ['tmm', 'summary', 'yes'],
      ['nhi pata', 'question', 'unsure'],
      ['siiii', 'summary', 'yes'],
      ['neeee', 'summary', 'no'],
      ['لااا', 'summary', 'no'],
      ['네네네', 'summary', 'yes'],
      ['nooooo', 'summary', null],
      ['grazie mille, non lo so', 'question', 'unsure'],
      ['later pls', 'question', 'skip'],
    ];
    for (const [text, context, intent] of cases) expect(readReplyWords(text, context), text).toBe(intent);
  });

  it('reads a word glued to a filler only in a script without spaces, and keeps the marks that spell a word', () => {
    expect(readReplyWords('不好啊', 'summary')).toBeNull();
    expect(readReplyWords('ね', 'summary')).toBeNull();
    expect(readReplyWords('nichtsdanke', 'question')).toBeNull();
    expect(readReplyWords('हाँ', 'summary')).toBe('yes');
    expect(readReplyWords('हा हा', 'summary')).toBeNull();
    expect(readReplyWords('nein 👍️', 'summary')).toBe('no');
  });

  it('leaves English, and any reply with a word it does not list, to the reader', () => {
    expect(readReplyWords('no', 'summary')).toBeNull();
    expect(readReplyWords('not sure', 'question')).toBeNull();
    expect(readReplyWords('nein, ich bin Bäcker', 'question')).toBeNull();
  });
});

describe('readOpeningWords', () => {
  const english = new Set(['remove', 'the', 'bakery', 'add']);
  const known = (word: string) => english.has(word);

  it('reads a set phrase set apart at the start of a reply that goes on in words the reader does not know', () => {
    expect(readOpeningWords('nein, das bin ich nicht', 'summary', known)).toBe('no');
    expect(readOpeningWords('hayır: hiç doğru değil', 'summary', known)).toBe('no');
    expect(readOpeningWords('oui, c’est parfait', 'summary', known)).toBe('yes');
    expect(readOpeningWords('ja, aber ohne Fußball', 'summary', known)).toBe('change');
    expect(readOpeningWords('keine Ahnung, ehrlich gesagt', 'question', known)).toBe('unsure');
    expect(readOpeningWords('不是，我不做这个', 'summary', known)).toBe('no');
    expect(readOpeningWords('nein, so ist es nicht', 'summary', (word) => word === 'so' || word === 'es')).toBe('no');
  });

  it('reads an asking back or a "not sure" opening a reply after a question, and a yes with a "but" in any script as a change', () => {
    expect(readOpeningWords('wie meinst du das? ich verstehe nicht', 'question', known)).toBe('question');
    expect(readOpeningWords('لا أعرف، بصراحة', 'question', known)).toBe('unsure');
    expect(readOpeningWords('pata nahi। sochna padega', 'question', known)).toBe('unsure');
    expect(readOpeningWords('haan, lekin yoga hatao', 'summary', known)).toBe('change');
    expect(readOpeningWords('はい、でもヨガは消して', 'summary', known)).toBe('change');
    expect(readOpeningWords('是的，但是去掉瑜伽', 'summary', known)).toBe('change');
    expect(readOpeningWords('네, 근데 요가는 빼 주세요', 'summary', known)).toBe('change');
    expect(readOpeningWords('ναι, αλλά χωρίς γιόγκα', 'summary', known)).toBe('change');
    expect(readOpeningWords('evet, ama yoga olmasın', 'summary', known)).toBe('change');
  });

  it('leaves the reply to the reader when the rest has a word it knows, when nothing sets the phrase apart, or when a "no" may begin an answer', () => {
    expect(readOpeningWords('nein, remove the bakery', 'summary', known)).toBeNull();
    expect(readOpeningWords('nein das bin ich nicht', 'summary', known)).toBeNull();
    expect(readOpeningWords('nein, ich bin Bäcker', 'question', known)).toBeNull();
    expect(readOpeningWords('no, es incorrecto', 'summary', known)).toBeNull();
  });
});
