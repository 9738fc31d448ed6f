import { describe, expect, it } from 'vitest';
import { withEnglishCommands } from './request-language.ts';

describe('withEnglishCommands', () => {
  it('puts the words that say what to do and where in English, and keeps the guest’s own words', () => {
    expect(withEnglishCommands('supprime les échecs svp')).toBe('remove les échecs please');
    expect(withEnglishCommands('Añade surf a mis temas')).toBe('add surf a mis topics');
    expect(withEnglishCommands('bitte Schach löschen')).toBe('please Schach remove');
  });

  it('leaves a request with none of its words as it was, and English words alone', () => {
    expect(withEnglishCommands('remove chess from topics')).toBe('remove chess from topics');
    expect(withEnglishCommands('tire recycling should be an offer')).toBe('tire recycling should be an offer');
  });

  it('leaves an English request whose item is a word of the glossary as it was', () => {
    expect(withEnglishCommands('can you put the Mets above my other topics')).toBe('can you put the Mets above my other topics');
    expect(withEnglishCommands('the pasa doble is a topic, not an offer')).toBe('the pasa doble is a topic, not an offer');
    expect(withEnglishCommands('mets le jardinage dans mes sujets')).toBe('move le jardinage in mes topics');
  });

  it('puts the word that joins an item to its new wording in English', () => {
    expect(withEnglishCommands('cambia rugby por ciclismo en los temas')).toBe('change rugby with ciclismo in los topics');
  });

  it('puts the same words in English in every language of the glossary, with accents or without', () => {
    const cases: [string, string][] = [
      ['treu els escacs dels temes, si us plau', 'remove els escacs dels topics, please'],
      ['afegeix vela', 'add vela'],
      ['canvia el títol', 'change el headline'],
      ['odstraň šachy z témat prosím', 'remove šachy z topics please'],
      ['pridej jachting', 'add jachting'],
      ['přesuň fotbal do témat', 'move fotbal do topics'],
      ['usuń szachy z tematów, proszę', 'remove szachy z topics, please'],
      ['dodaj żeglarstwo', 'add żeglarstwo'],
      ['zmień tytuł na Projektantka', 'change headline na Projektantka'],
      ['ta bort schack från mina ämnen', 'remove schack från mina topics'],
      ['lägg till segling, snälla', 'add segling, please'],
      ['byt ut rubriken mot Designer', 'change headline with Designer'],
      ['fjern skak fra mine emner', 'remove skak fra mine topics'],
      ['tilføj sejlads', 'add sejlads'],
      ['ændre overskriften', 'change headline'],
      ['legg til seiling, vær så snill', 'add seiling, please'],
      ['slett sjakk', 'remove sjakk'],
      ['flytt fotball til emnene', 'move fotball til topics'],
      ['satrancı kaldır lütfen', 'satrancı remove please'],
      ['yelken ekle', 'yelken add'],
      ['başlığı Tasarımcı ile değiştir', 'headline Tasarımcı with change'],
      ['hapus catur dari topik', 'remove catur dari topics'],
      ['tolong tambahkan yoga', 'please add yoga'],
      ['ganti judul dengan Desainer', 'change headline with Desainer'],
      ['ondoa chess kwenye mada tafadhali', 'remove chess in topics please'],
      ['ongeza kuogelea', 'add kuogelea'],
      ['badilisha kichwa kwa Mbunifu', 'change headline with Mbunifu'],
      ['chess hatao please', 'chess remove please'],
      ['yoga jod do', 'yoga add'],
      ['title badal do', 'title change'],
      ['yoga wo keshite kudasai', 'yoga wo remove please'],
      ['sakkaa tsuika shite', 'sakkaa add'],
    ];
    for (const [request, english] of cases) expect(withEnglishCommands(request), request).toBe(english);
  });

  it('finds the words of scripts without spaces inside a run of letters, and sets them apart from the item', () => {
    expect(withEnglishCommands('ヨガを消してください')).toBe('ヨガ remove please');
    expect(withEnglishCommands('トピックからヨガを削除して')).toBe('topics から ヨガ remove');
    expect(withEnglishCommands('サッカーを追加して')).toBe('サッカー add');
    expect(withEnglishCommands('見出しを変更してください')).toBe('headline change please');
    expect(withEnglishCommands('把瑜伽删掉')).toBe('把瑜伽 remove');
    expect(withEnglishCommands('ヨガが好きです')).toBe('ヨガが好きです');
  });

  it('reads Korean words with the particle glued to them, and leaves a word that only begins like one', () => {
    expect(withEnglishCommands('요가 빼 주세요')).toBe('요가 remove please');
    expect(withEnglishCommands('토픽에서 요가를 삭제해 주세요')).toBe('topics 에서 요가 remove please');
    expect(withEnglishCommands('등산을 관심사에 추가해주세요')).toBe('등산을 topics 에 add');
    expect(withEnglishCommands('제목을 바꿔 주세요')).toBe('headline 을 change please');
    expect(withEnglishCommands('요가 빼고 다 좋아요')).toBe('요가 빼고 다 좋아요');
  });

  it('leaves a word that only folds like a command word, and English requests, as they were', () => {
    expect(withEnglishCommands('flytta yoga till mina andra ämnen')).toBe('move yoga till mina andra topics');
    expect(withEnglishCommands('I do 2 talks per year')).toBe('I do 2 talks per year');
    expect(withEnglishCommands('please move the Toa Payoh meetup to my topics')).toBe('please move the Toa Payoh meetup to my topics');
  });
});
