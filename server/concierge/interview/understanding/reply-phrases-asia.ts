/**
 * The phrasebooks of South-East and East Asia, in the slots of `Phrasebook` (`reply-phrases.ts`):
 * phrases parted by commas, in their script and romanized as people type them (Vietnamese without
 * its marks, Japanese romaji, Korean in Latin letters). Chinese, Japanese and Thai are written
 * without spaces: a filler glued to a phrase ("不知道啊", "ไม่รู้ครับ") is read apart from it. Pure data.
 */
export const asiaPhrasebooks = {
  th: {
    yes: 'ใช่, ใช่แล้ว, ใช่ๆ, ถูก, ถูกต้อง, ถูกแล้ว, โอเค, ได้, ได้เลย, ตกลง, แน่นอน, เห็นด้วย',
    no: 'ไม่, ไม่ใช่, ไม่ใช่เลย, ไม่เลย, ไม่ถูก, ไม่ถูกต้อง, ผิด, ผิดแล้ว, ไม่ใช่ผม, ไม่ใช่ฉัน',
    skip: 'ข้าม, ข้ามไป, ข้ามไปเลย, ข้อต่อไป, คำถามต่อไป, ต่อไป, ไว้ทีหลัง, ทีหลัง, ไม่มี, ไม่มีอะไร, ไม่มีอะไรแล้ว, ไม่มีแล้ว, แค่นี้, แค่นั้น, หมดแล้ว, ไม่มีใคร',
    unsure: 'ไม่รู้, ไม่ทราบ, ไม่แน่ใจ, ไม่รู้สิ, ไม่รู้เหมือนกัน, อาจจะ, บอกไม่ถูก, บอกไม่ได้, ยังไม่ได้คิด, ไม่เคยคิด',
    question: 'หมายความว่าอะไร, หมายถึงอะไร, หมายความว่ายังไง, ทำไม, ทำไมเหรอ, เพื่ออะไร, เอาไปทำอะไร, ใครจะเห็น, ใครจะเห็นบ้าง, ใครเห็นบ้าง',
    fillers: 'ครับ, คับ, ค่ะ, คะ, ค่า, นะ, นะคะ, นะครับ, จ้า, จ้ะ, อืม, อ่า, เลย, ขอบคุณ, ขอบคุณครับ, ขอบคุณค่ะ, กรุณา',
    but: 'แต่, แต่ว่า',
  },
  vi: {
    yes: 'vang, vang a, da, da vang, dung, dung roi, dung vay, dung the, co, duoc, duoc roi, phai, phai roi, chinh xac, dong y, chuan, chuan roi, chac chan roi, tat nhien',
    no: 'khong, khong dung, khong dung dau, khong phai, ko phai, khong phai vay, sai, sai roi, hong phai, khong he, khong phai toi, khong phai em, khong phai minh',
    skip: 'khong co gi, khong co gi them, khong co, het roi, het, tiep, tiep theo, cau tiep theo, cau tiep, qua cau khac, bo qua, de sau, sau, chi vay thoi, vay thoi, the thoi, nhu vay thoi, khong ai, chang ai, khong co ai',
    unsure:
      'khong biet, ko biet, k biet, hong biet, chua biet, co le, khong ro, ko ro, khong chac, ko chac, chua chac, kho noi, khong biet noi sao, chua nghi toi, chua nghi den, ko bt, k bt, hk biet',
    question:
      'nghia la sao, nghia la gi, y ban la sao, y la sao, la sao, de lam gi, tai sao, sao vay, vi sao, ai se thay, ai se xem, ai xem duoc',
    fillers: 'a, nha, nhe, cam on, cam on ban, xin cam on, lam on, vui long, thoi, uhm',
    but: 'nhung, nhung ma',
  },
  id: {
    yes: 'ya, iya, iya iya, ya betul, betul, betul sekali, benar, bener, oke, okey, boleh, siap, setuju, tepat, tentu, tentu saja, pasti, mantap, sudah benar, udah bener',
    no: 'tidak, bukan, nggak, enggak, gak, ngga, engga, ndak, kagak, salah, tidak benar, nggak bener, gak bener, sama sekali tidak, bukan saya, bukan aku, bukan gue',
    skip: 'tidak ada, tidak ada lagi, gak ada, ga ada, nggak ada, enggak ada, gak ada lagi, nggak ada lagi, itu saja, itu aja, segitu aja, sudah, udah, cukup, lanjut, lanjut aja, berikutnya, selanjutnya, pertanyaan berikutnya, pertanyaan selanjutnya, lewati, lewat, nanti, nanti saja, nanti aja, lain kali, tidak ada yang, gak ada yang, tidak ada siapa siapa',
    unsure:
      'tidak tahu, tidak tau, nggak tahu, nggak tau, gak tau, ga tau, gatau, entah, entahlah, mungkin, kurang tahu, kurang tau, tidak yakin, gak yakin, nggak yakin, kurang yakin, belum tahu, belum tau, belum kepikiran, susah bilang, sulit dikatakan, gk tau, g tau, tdk tahu',
    question:
      'maksudnya, maksudnya apa, apa maksudnya, maksud kamu, maksudnya gimana, gimana maksudnya, untuk apa, buat apa, ini buat apa, kenapa, mengapa, siapa yang lihat, siapa yang akan melihat, siapa yang bisa lihat, siapa yang bakal lihat',
    fillers: 'tolong, mohon, terima kasih, makasih, trims, sih, dong, deh, kok, lah, nih, kak, pak, aja, masih, sebenarnya',
    but: 'tapi, tetapi, namun, cuma',
  },
  ms: {
    yes: 'ya, betul, betul tu, betul betul, boleh, baik, baiklah, setuju, tepat, memang, haah, yelah, ya lah, sudah tentu',
    no: 'tidak, bukan, salah, tidak betul, tak betul, tak nak, tak mahu, sama sekali tidak, bukan saya',
    skip: 'tiada, takde, tak ada, tiada apa apa, takde apa, itu sahaja, itu saja, tu je, dah, cukup, seterusnya, soalan seterusnya, langkau, nanti, kemudian, lain kali, tiada siapa, takde siapa',
    unsure:
      'tak tahu, tak tau, tidak tahu, entah, entahlah, mungkin, tak pasti, tidak pasti, kurang pasti, tak yakin, belum tahu, susah nak cakap, tak terfikir lagi, tak pernah fikir',
    question:
      'maksud awak, apa maksud, apa maksudnya, maksudnya, untuk apa, buat apa, kenapa, mengapa, siapa yang akan tengok, siapa boleh tengok, siapa nampak',
    fillers: 'tolong, sila, terima kasih, terima kasih banyak, tq, lah',
    but: 'tapi, tetapi, namun, cuma',
  },
  tl: {
    yes: 'oo, oo naman, oo nga, opo, oho, sige, sige po, tama, tama po, tama yan, tama iyan, totoo, syempre, siyempre, korek',
    no: 'hindi po, hindi tama, hindi yan, hindi naman, mali po, mali yan, hindi ako, hindi po ako, hindi ako yan, di ako',
    skip: 'susunod, sa susunod, susunod na tanong, laktawan, lampasan, mamaya, mamaya na, wala, wala na, wala po, wala nang iba, yun lang, yun lang po, iyon lang, yan lang, tama na, wala akong maidagdag, walang tao, wala kahit sino, pass muna',
    unsure:
      'hindi ko alam, di ko alam, ewan ko, ewan ko po, ewan ko ba, hindi ako sigurado, di ako sigurado, hindi ako sure, siguro, baka, marahil, hindi ko masabi, hindi ko pa naiisip, di ko pa naisip',
    question:
      'ano po, ano ibig mong sabihin, anong ibig mong sabihin, ano ibig sabihin, ano yun, ano iyon, para saan, para saan to, para saan ito, bakit, bakit po, sino makakakita, sino makakakita nito, sino ang makakakita nito',
    fillers: 'po, salamat, salamat po, maraming salamat, pakiusap, muna',
    but: 'pero, kaso',
  },
  zh: {
    yes: '是, 是的, 对, 对的, 對, 對的, 对对, 对对对, 對對, 好, 好的, 没错, 沒錯, 可以, 可以的, 行, 没问题, 沒問題, 正确, 正確, 同意, 当然, 當然, 确实, 確實, 嗯嗯, 好滴',
    no: '不, 不是, 不对, 不對, 错了, 錯了, 错, 錯, 没有, 沒有, 不行, 不正确, 不正確, 不太对, 不太對, 不是这样, 不是這樣, 完全不对, 不是我',
    skip: '下一题, 下一題, 下一个问题, 下一個問題, 跳过这个, 跳過這個, 先跳过, 先跳過, 没了, 沒了, 没有了, 沒有了, 就这些, 就這些, 就这样, 就這樣, 下一个, 下一個, 跳过, 跳過, 过, 過, 以后再说, 以後再說, 晚点再说, 晚點再說, 没什么, 沒什麼, 没什么了, 没有别的了, 没别的了, 暂时没有, 暫時沒有, 不用了, 没人, 沒人, 没有人, 沒有人, 算了, 不用',
    unsure:
      '不太确定, 不太確定, 不太清楚, 我不太确定, 说不准, 說不準, 不知道, 我不知道, 我也不知道, 不确定, 不確定, 不清楚, 也许, 也許, 或许, 或許, 可能, 可能吧, 大概, 说不好, 說不好, 不好说, 不好說, 难说, 難說, 不晓得, 不曉得, 没想过, 沒想過, 还没想过, 還沒想過, 还没想好, 還沒想好',
    question:
      '什么意思, 什麼意思, 啥意思, 这是干什么的, 這是幹什麼的, 这是做什么用的, 這是做什麼用的, 有什么用, 有什麼用, 为什么, 為什麼, 为啥, 為啥, 干嘛, 幹嘛, 谁会看到, 誰會看到, 谁能看到, 誰能看到, 谁看得到, 誰看得到',
    fillers: '嗯, 呃, 啊, 吧, 呢, 哦, 噢, 呀, 啦, 嘛, 哈哈, 诶, 欸, 请, 請, 谢谢, 謝謝, 麻烦了, 麻煩了, 哈',
    but: '但是, 可是, 不过, 不過, 但',
  },
  ja: {
    yes: 'はい, はいはい, ええ, うん, そう, そうそう, そうです, そうですね, その通り, その通りです, そのとおり, 大丈夫, いいです, いいですよ, いいよ, オッケー, オーケー, 合ってます, 合っています, あってます, 正しい, 正しいです, 了解, 了解です, りょうかい, 承知しました, もちろん, hai, hai hai, sou, sou desu, so desu, soudesu, sono toori, daijoubu, daijobu, ii yo, ii desu yo, ryoukai, mochiron',
    no: 'いいえ, いや, ううん, 違います, ちがいます, 違う, ちがう, 全然違う, 間違い, 間違いです, 間違ってます, 間違っています, そうじゃない, そうではありません, 私じゃない, 私じゃないです, 僕じゃない, 私ではありません, chigau, chigaimasu, zenzen chigau, machigai, machigatteru, sou ja nai, watashi ja nai, watashi janai, boku ja nai',
    skip: '次, 次へ, 次で, 次の質問, 次の質問へ, 飛ばして, 飛ばします, 飛ばしてください, スキップ, スキップで, パス, パスで, パスします, あとで, 後で, 後ほど, また今度, 以上, 以上です, 特にない, 特にないです, 特になし, 特にありません, 何もない, 何もないです, 何もありません, ないです, ありません, なし, それだけ, それだけです, 誰もいない, 誰もいません, tsugi, tsugi de, tsugi no shitsumon, sukippu, pasu, ato de, atode, tokuni nai, tokuni arimasen, betsuni, nani mo nai, nanimo nai, nai desu, arimasen, sore dake, ijou, ijou desu, dare mo inai, daremo inai, ない',
    unsure:
      'わからない, わかりません, わからないです, 分からない, 分かりません, 分からないです, わかんない, 分かんない, よくわからない, よく分からない, よくわかりません, よく分かりません, ちょっとわからない, 知らない, 知りません, たぶん, 多分, さあ, かも, かもしれない, かもしれません, 何とも言えない, なんとも言えない, 確かじゃない, 自信がない, 考えたことない, 考えたことがない, どうだろう, 微妙, wakaranai, wakarimasen, wakannai, shiranai, shirimasen, yoku wakaranai, tabun, kamo, kamoshirenai, nantomo ienai, dou darou, bimyou, わからん, 知らん',
    question:
      'どういう意味, どういう意味ですか, どういうこと, どういうことですか, なんで, なぜ, どうして, 何のため, 何のためですか, 何のために, 何に使う, 何に使うの, 誰が見る, 誰が見るの, 誰が見ますか, 誰が見るんですか, dou iu imi, douiu imi, dou iu koto, nande, naze, doushite, nan no tame, nani ni tsukau, dare ga miru, dare ga miru no',
    fillers:
      'えーと, えっと, ええと, うーん, あの, あのー, まあ, ちょっと, まだ, です, ね, よ, か, ありがとう, ありがとうございます, どうも, すみません, すいません, お願いします, おねがいします, ください, arigatou, arigato, onegaishimasu, sumimasen, etto, maa',
    but: 'でも, けど, だけど, ただ, しかし',
  },
  ko: {
    yes: '네, 네네, 넵, 넹, 예, 응, 웅, 그래, 그래요, 맞아, 맞아요, 맞습니다, 맞네요, 좋아, 좋아요, 좋습니다, 괜찮아요, 오케이, 알겠어요, 알겠습니다, 그럼요, 물론이죠, 당연하죠, 그렇죠, 그렇습니다, 정확해요, eung, geurae, geuraeyo, maja, majayo, joa, joayo, gwaenchanayo, kwaenchanayo, ㅇㅇ, ㅇㅋ',
    no: '아니요, 아니오, 아뇨, 아니, 아니야, 아니에요, 아닙니다, 틀려, 틀려요, 틀렸어요, 틀렸습니다, 그게 아니에요, 전혀요, 전혀 아니에요, 저 아니에요, 저는 아니에요, 제가 아니에요, anio, aniya, anieyo, animnida, teullyeoyo, ㄴㄴ',
    skip: '다음, 다음 질문, 다음 질문으로 넘어갈게요, 다음으로, 넘어갈게요, 넘어가요, 넘어가 주세요, 넘어가, 넘길게요, 건너뛸게요, 건너뛰기, 패스, 스킵, 나중에, 나중에요, 나중에 할게요, 없어, 없어요, 없습니다, 없음, 딱히 없어요, 별로 없어요, 더 없어요, 이게 다예요, 이게 다야, 그게 다예요, 그게 전부예요, 끝, 끝이에요, 아무도, 아무도요, 아무도 없어요, daeum, eopseoyo, eobseoyo, eopseo, najunge, amudo eopseoyo',
    unsure:
      '모르겠습니다, 잘 모르겠습니다, 모르겠어요, 잘 모르겠어요, 모르겠네요, 잘 모르겠네요, 몰라요, 잘 몰라요, 몰라, 모름, 확실하지 않아요, 확실치 않아요, 확실하지 않습니다, 글쎄요, 글쎄, 아마, 아마도, 생각 안 해봤어요, 생각해 본 적 없어요, 생각해본 적 없어요, 말하기 어려워요, molla, mollayo, molayo, moreugesseoyo, moreugesseo, jal moreugesseoyo, geulsse, geulsseyo, ㅁㄹ',
    question:
      '무슨 뜻이에요, 무슨 뜻이죠, 무슨 뜻인가요, 무슨 말이에요, 무슨 말씀이세요, 뭐라고요, 왜, 왜요, 왜 물어보세요, 뭐 때문에요, 이거 뭐에 쓰여요, 이거 왜 필요해요, 누가 봐요, 누가 보나요, 누가 보게 돼요, 누가 보는 거예요, museun tteusieyo, waeyo, wae, nuga bwayo',
    fillers:
      '음, 어, 아, 흠, 저기, 그냥, 아직, 진짜, 사실, 감사합니다, 감사해요, 고마워요, 고맙습니다, 부탁해요, 부탁합니다, gamsahamnida, kamsahamnida, gomawoyo, ㅋ, ㅋㅋ, ㅎ, ㅎㅎ',
    but: '근데, 그런데, 하지만, 그렇지만, 그치만, 다만, geunde, hajiman',
  },
};
