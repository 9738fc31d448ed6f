/**
 * The phrasebooks of Turkey, the Middle East, South Asia and Africa, in the slots of `Phrasebook`
 * (`reply-phrases.ts`): phrases parted by commas, in their script and as people write them in Latin
 * letters in a chat (Arabic with 2, 3, 5, 7 for the letters Latin lacks; "Hinglish"). Pure data.
 */
export const southPhrasebooks = {
  tr: {
    yes: 'evet, evet evet, evet dogru, dogru, dogrudur, tamam, tamamdir, olur, oldu, aynen, aynen oyle, kesinlikle, tabii, tabi, tabii ki, elbette, peki, uygun, tmm',
    no: 'hayir, hayir hayir, yanlis, dogru degil, degil, hic degil, hic de degil, olmaz, ben degilim, o ben degilim, bu ben degilim',
    skip: 'gecelim, gecebiliriz, bunu gecelim, sonraki soru, sonraki, gec, pas, pas geciyorum, atla, atlayalim, hicbir sey, baska yok, baska bir sey yok, eklenecek bir sey yok, ekleyecek bir sey yok, bu kadar, o kadar, simdilik bu kadar, sonra, daha sonra, sonra bakariz, kimse, hic kimse, kimse yok',
    unsure:
      'bilemiyorum, emin olamadim, emin olamiyorum, bilmiyorum, hic bilmiyorum, bilmem, emin degilim, belki, belki de, galiba, fikrim yok, hic fikrim yok, bir fikrim yok, soylemesi zor, bir sey diyemem, diyemem, dusunmedim, hic dusunmedim, bunu dusunmedim, bilmiyom',
    question:
      'ne demek, ne demek istiyorsun, ne demek istiyorsunuz, nasil yani, anlamadim, neden, niye, nicin, ne icin, bu ne icin, ne ise yarar, kim gorecek, bunu kim gorecek, kimler gorecek, kim gorebilir',
    fillers: 'lutfen, tesekkurler, tesekkur ederim, sagol, sag ol, sagolun, henuz, yani, valla, aslinda, eyvallah, eyv',
    but: 'ama, fakat, ancak',
  },
  he: {
    yes: 'כן, כן כן, נכון, נכון מאוד, בדיוק, בסדר, בטח, ברור, סבבה, מעולה, מסכים, מסכימה, אכן, ken, ken ken, nachon, nahon, bediyuk, bediuk, beseder, betach, barur, sababa, maskim, maskima',
    no: "לא, לא לא, לא נכון, טעות, ממש לא, בכלל לא, לא בדיוק, לא אני, זה לא אני, lo, lo lo, lo nachon, lo nahon, ta'ut, mamash lo, bichlal lo, lo ani, ze lo ani",
    skip: "הבא, הבאה, השאלה הבאה, שאלה הבאה, דלג, תדלג, נדלג, תעבור, נעבור, אחר כך, אחכ, אח כ, אין לי, אין לי מה להוסיף, שום דבר, זהו, זה הכל, זה הכול, אף אחד, haba, hashe'ela haba'a, daleg, achar kach, ahar kah, ein li, ein li ma lehosif, shum davar, zehu, ze hakol, af ehad, af echad",
    unsure:
      "לא יודע, לא יודעת, אין לי מושג, לא בטוח, לא בטוחה, אולי, קשה לי להגיד, קשה להגיד, לא יכול להגיד, לא חשבתי על זה, lo yodea, lo yoda'at, lo yodaat, ein li musag, lo batuach, lo batuah, lo betucha, ulai, kashe lehagid, lo chashavti al ze",
    question:
      "מה זאת אומרת, מה הכוונה, מה זה אומר, למה, למה זה, בשביל מה, בשביל מה זה, מי יראה את זה, מי רואה את זה, ma zot omeret, ma hakavana, lama, bishvil ma, mi yir'e et ze, mi roe et ze",
    fillers: 'בבקשה, תודה, תודה רבה, אממ, אה, עדיין, bevakasha, toda, toda raba',
    but: 'אבל, aval',
  },
  ar: {
    yes: "نعم, ايوه, ايوة, ايوا, اه, اكيد, طبعا, تمام, صح, صحيح, مظبوط, مضبوط, بالضبط, موافق, موافقة, ماشي, طيب, اوكي, اجل, بلى, aywa, aiwa, aywah, na3am, n3am, na'am, tamam, tmam, sa7, sa7i7, sahih, mazboot, mazbout, mazbut, bezzabt, bizabt, akeed, akid, tab3an, mashi, maashi, tayeb, tayyeb, muwafiq",
    no: "لا, لأ, لا لا, مش صح, مو صح, مش صحيح, غلط, خطأ, مش مظبوط, ابدا, لا ابدا, لا شكرا, مش انا, مو انا, ليس انا, la2, la'a, laa, la la, la2 la2, mesh sa7, msh sa7, mish sa7, mosh sa7, mish sahih, mo sa7, ghalat, 3'alat, abadan, la abadan, la shukran, la shokran, mesh ana, mish ana, msh ana, mosh ana, mo ana",
    skip: 'التالي, السؤال التالي, اللي بعده, اللي بعدو, تخطى, تخطي, عدي, عديها, فوت, بعدين, لاحقا, ولا حاجة, ولا حاجه, لا شيء, لا شي, مفيش, مافيش, ما في, مافي, مافي شي, هذا كل شيء, هذا كل شي, بس كده, بس كدا, بس هيك, خلاص, ولا حد, لا احد, محدش, ماحدا, el tali, eltali, elli ba3do, illi ba3do, ba3den, ba3dein, ba3dain, wala 7aga, wala haga, mafeesh, mafish, mafi, ma fi, mafi shi, ma fi shi, bas keda, bas kda, bas kida, bas heik, bas hek, khalas, 5alas, wala 7ad, wala had, ma7adesh, mahadesh, ma7ada, 3addi, fawwet',
    unsure:
      'لا اعرف, مش عارف, مش عارفة, مش عارفه, مو عارف, ما بعرف, مبعرف, ما اعرف, معرفش, ماعرفش, مدري, ما ادري, مش متأكد, مش متاكد, مش متأكدة, لست متأكدا, يمكن, ربما, ممكن, الله اعلم, ما فكرت فيها, مفكرتش, صعب اقول, mesh 3aref, mish 3aref, msh 3aref, mesh 3arfa, mish 3arfa, msh 3arfa, mo 3aref, ma ba3ref, mba3ref, ma3rafsh, ma3rfsh, madri, ma adri, mesh mot2aked, mish mit2akked, mesh met2aked, msh mt2kd, yemken, yimkin, yumkin, mumkin, rubama, allah a3lam, allahu a3lam, mafakartesh',
    question:
      'يعني ايه, يعني شو, قصدك ايه, شو قصدك, شو يعني, ماذا تقصد, ماذا تعني, ما المقصود, ليش, ليه, لماذا, لشو, عشان ايه, علشان ايه, مين هيشوف ده, مين هيشوف, مين رح يشوف, مين بيشوف, من سيرى هذا, ya3ni eh, ya3ni eih, ya3ni shu, ya3ni sho, 2asdak eh, asdak eh, 2asdak eih, shu 2asdak, shu asdak, sho 2asdak, leh, leih, lesh, leish, 3ashan eh, ashan eh, le shu, meen hayshoof, min hayshoof, meen 7ayshoof, meen ra7 yshoof, min bishoof',
    fillers:
      'من فضلك, لو سمحت, لو سمحتي, شكرا, شكرا جزيلا, ممم, يعني, والله, بصراحة, لسه, لسا, min fadlak, law sama7t, law samaht, shukran, shokran, ya3ni, wallah, wallahi, lissa, lessa',
    but: 'لكن, ولكن, lakin, laken',
  },
  fa: {
    yes: 'بله, بلی, آره, آری, درسته, درست است, باشه, حتما, دقیقا, موافقم, اوکی, چشم, bale, baleh, areh, aare, dorost, doroste, dorosteh, bashe, basheh, hatman, daghighan, movafegham, chashm',
    no: 'نه, نخیر, نه نه, درست نیست, نه درست نیست, غلطه, غلط, اشتباهه, اشتباه, اشتباه است, اصلا, اصلا نه, به هیچ وجه, من نیستم, من نه, nakheir, nakhair, dorost nist, ghalate, eshtebahe, eshtebah, aslan na, man nistam',
    skip: "بعدی, سوال بعدی, سؤال بعدی, رد کن, رد شو, بگذریم, بگذر, بعدا, هیچی, هیچ, هیچ چیز, دیگه هیچی, چیز دیگه ای نیست, همین, همینه, همین بود, همین کافیه, هیچکس, هیچ کس, کسی نیست, badi, ba'di, soale badi, rad kon, begzarim, ba'dan, hichi, hich, hamin, hamine, hichkas, hich kas",
    unsure:
      "نمیدونم, نمی دونم, نمیدانم, نمی دانم, مطمئن نیستم, شاید, ایده ای ندارم, هیچ ایده ای ندارم, نمیتونم بگم, نمی تونم بگم, سخته بگم, فکرش رو نکردم, بهش فکر نکردم, nemidoonam, nemidunam, nemidonam, nemidanam, motmaen nistam, motma'en nistam, shayad, shaiad, ide nadaram, nemitoonam begam, behesh fekr nakardam",
    question:
      "یعنی چی, یعنی چه, منظورت چیه, منظورتون چیه, منظور چیه, چرا, برای چی, برای چیه, این برای چیه, کی اینو میبینه, کی میبینه, چه کسی این را میبیند, yani chi, ya'ni chi, manzooret chie, manzoret chie, manzooretoon chie, chera, baraye chi, ki ino mibine, ki mibine",
    fillers: 'لطفا, مرسی, ممنون, ممنونم, خیلی ممنون, هنوز, راستش, خب, lotfan, mamnoon, mamnun, mersi, hanooz, rastesh, khob',
    but: 'ولی, اما, vali',
  },
  hi: {
    yes: 'हाँ, हां, जी हाँ, जी हां, हाँ जी, ठीक है, सही है, सही, बिल्कुल, बिलकुल, अच्छा, ज़रूर, जरूर, haan, han, haa, haanji, hanji, ji haan, jee haan, theek hai, thik hai, thik h, theek h, thik he, sahi hai, sahi h, sahi, bilkul, acha, accha, achha, zaroor, jaroor, haan haan, haan bilkul',
    no: 'नहीं, नही, जी नहीं, ना, गलत, ग़लत, गलत है, सही नहीं है, ठीक नहीं है, बिल्कुल नहीं, नहीं नहीं, मैं नहीं, nahi, nahin, nhi, ji nahi, galat, galat hai, sahi nahi, sahi nahi hai, theek nahi hai, bilkul nahi, nahi nahi, main nahi, mai nahi',
    skip: 'कुछ नहीं, और कुछ नहीं, बस, बस इतना ही, बस यही, इतना ही, अगला, अगला सवाल, अगला प्रश्न, आगे, आगे बढ़ो, छोड़ो, छोड़ दो, छोड़िए, बाद में, कोई नहीं, कोई भी नहीं, kuch nahi, kuch nhi, kuch nahin, aur kuch nahi, bas, bas itna hi, bas yahi, itna hi, agla, agla sawal, agla sawaal, aage, aage badho, chhodo, chodo, chhod do, chod do, baad mein, baad me, baad main, koi nahi, koi bhi nahi, kuch ni',
    unsure:
      'पता नहीं, पता नही, मालूम नहीं, मुझे नहीं पता, मुझे नहीं मालूम, शायद, पक्का नहीं, पक्का नहीं पता, कह नहीं सकता, कह नहीं सकती, सोचा नहीं, pata nahi, pata nahin, pta nahi, pta nhi, pata nhi, patanahi, maloom nahi, malum nahi, mujhe nahi pata, mujhe pata nahi, shayad, sayad, pakka nahi, pakka nahi pata, keh nahi sakta, keh nahi sakti, kah nahi sakta, socha nahi, is bare mein socha nahi, nahi pata, nhi pata, pata ni, नहीं पता',
    question:
      'क्या मतलब, मतलब, मतलब क्या, इसका मतलब क्या है, क्यों, क्यूँ, किस लिए, किसलिए, ये किसलिए है, यह कौन देखेगा, ये कौन देखेगा, कौन देखेगा, kya matlab, matlab kya, iska matlab kya hai, kyun, kyon, kyu, kis liye, kisliye, ye kis liye hai, yeh kaun dekhega, ye kaun dekhega, kaun dekhega',
    fillers: 'कृपया, प्लीज़, धन्यवाद, शुक्रिया, जी, अरे, हम्म, अभी, यार, kripya, shukriya, dhanyavad, dhanyawad, ji, arre, yaar, abhi',
    but: 'लेकिन, पर, मगर, lekin, par, magar',
  },
  ur: {
    yes: 'ہاں, جی ہاں, ہاں جی, ٹھیک ہے, صحیح ہے, درست ہے, بالکل, اچھا, ضرور',
    no: 'نہیں, جی نہیں, نہ, غلط, غلط ہے, صحیح نہیں, درست نہیں, بالکل نہیں, میں نہیں',
    skip: 'کچھ نہیں, اور کچھ نہیں, بس, بس یہی, اگلا, اگلا سوال, آگے, چھوڑیں, چھوڑو, چھوڑ دیں, بعد میں, کوئی نہیں',
    unsure:
      'پتا نہیں, پتہ نہیں, معلوم نہیں, مجھے نہیں پتا, مجھے نہیں معلوم, شاید, یقین نہیں, یقین نہیں ہے, کہہ نہیں سکتا, کہہ نہیں سکتی, سوچا نہیں',
    question: 'کیا مطلب, مطلب, مطلب کیا, کیوں, کس لیے, کس لئے, یہ کس لیے ہے, یہ کون دیکھے گا, کون دیکھے گا',
    fillers: 'براہ کرم, پلیز, شکریہ, جی, ابھی, یار',
    but: 'لیکن, مگر, پر',
  },
  bn: {
    yes: 'হ্যাঁ, হ্যা, হাঁ, জি হ্যাঁ, ঠিক আছে, ঠিক, সঠিক, অবশ্যই, একদম, একদম ঠিক, আচ্ছা, hya, hyan, thik ache, thik ase, thik achhe, ekdom thik, obosshoi',
    no: 'না, না না, ভুল, ঠিক না, ঠিক নয়, সঠিক নয়, একদম না, মোটেই না, আমি না, আমি নই, bhul, thik na, thik noy, ekdom na, motei na, ami na',
    skip: 'পরের প্রশ্ন, পরেরটা, বাদ দিন, বাদ দাও, এড়িয়ে যান, পরে, পরে বলব, কিছু না, আর কিছু না, কিছু নেই, আর কিছু নেই, এটুকুই, এইটুকুই, কেউ না, কেউ নেই, porer proshno, porer ta, porerta, bad dao, bad din, pore bolbo, kichu na, kichu nai, ar kichu na, ar kichu nai, keu na, keu nai',
    unsure:
      'জানি না, জানিনা, আমি জানি না, নিশ্চিত না, নিশ্চিত নই, হয়তো, বলতে পারছি না, বলতে পারব না, ভাবিনি, ভেবে দেখিনি, কোনো ধারণা নেই, jani na, ami jani na, nishchit na, nishchit noi, hoyto, hoito, bolte parchi na, bhabini',
    question:
      'মানে কি, মানে কী, মানে, কেন, কিসের জন্য, এটা কিসের জন্য, এটা কে দেখবে, কে দেখবে, mane ki, kisher jonno, eta ke dekhbe, ke dekhbe',
    fillers: 'দয়া করে, ধন্যবাদ, প্লিজ, এখনো, এখনও, doya kore, dhonnobad, dhonyobad, ekhono',
    but: 'কিন্তু, তবে, kintu',
  },
  ta: {
    yes: 'ஆம், ஆமா, ஆமாம், சரி, சரிதான், சரியா இருக்கு, ஓகே, கண்டிப்பா, நிச்சயமா, aama, aamaa, amam, aamam, sari, seri, sari thaan, kandippa',
    no: 'இல்லை, இல்ல, இல்லே, தவறு, தப்பு, சரி இல்லை, சரியில்லை, இல்லவே இல்லை, நான் இல்லை, நான் இல்ல, illa, illai, thappu, thavaru, sari illa, sariyilla, naan illa, naan illai',
    skip: 'அடுத்து, அடுத்தது, அடுத்த கேள்வி, விடுங்க, தவிர்க்கவும், அப்புறம், பிறகு, ஒன்றுமில்லை, ஒன்னும் இல்ல, ஒண்ணுமில்ல, ஒன்னுமில்ல, அவ்வளவுதான், அவ்வளவு தான், யாரும் இல்லை, யாரும் இல்ல, adutha, aduthu, adutha kelvi, vidunga, appuram, piragu, onnum illa, onnumilla, onnum illai, avlo dhaan, avlothan, avlo than, yaarum illa, yarum illa',
    unsure:
      'தெரியாது, தெரியல, தெரியலை, தெரியவில்லை, எனக்கு தெரியாது, உறுதியா தெரியல, இருக்கலாம், ஒருவேளை, சொல்ல முடியாது, யோசிக்கல, theriyathu, theriyadhu, teriyadhu, theriyala, theriyalai, enakku theriyathu, irukkalam, oruvela, solla mudiyathu, yosikkala',
    question:
      'என்ன அர்த்தம், என்ன சொல்றீங்க, புரியல, ஏன், எதுக்கு, எதற்கு, இது எதுக்கு, யார் பார்ப்பாங்க, இதை யார் பார்ப்பாங்க, யார் பார்ப்பார்கள், enna artham, puriyala, edhukku, ethukku, yaar paarpaanga',
    fillers: 'தயவுசெய்து, தயவு செய்து, நன்றி, ப்ளீஸ், இன்னும், thayavu seydhu, nandri, innum',
    but: 'ஆனா, ஆனால், aana, aanaa, aanal',
  },
  sw: {
    yes: 'ndiyo, ndio, naam, sawa, sawa sawa, kweli, ni kweli, sahihi, ni sahihi, ndiyo kweli, bila shaka, hakika, ndio hivyo, ni hivyo, safi, poa',
    no: 'hapana, hapana hapana, si kweli, sio kweli, siyo kweli, si sahihi, sio sahihi, makosa, hata kidogo, la hasha, si mimi, sio mimi, siyo mimi',
    skip: 'ruka, turuke, inayofuata, swali linalofuata, tuendelee, endelea, hakuna, hakuna kitu, hakuna zaidi, sina zaidi, sina la kuongeza, ni hayo, ni hayo tu, hayo tu, basi, baadaye, baadae, hakuna mtu, hakuna yeyote',
    unsure:
      'sijui, sijui kwa kweli, sijui kabisa, sina uhakika, sina hakika, labda, pengine, huenda, siwezi kusema, sijafikiria, sijafikiria hilo',
    question:
      'unamaanisha nini, una maana gani, maana yake nini, maana yake ni nini, kwa nini, kwanini, ni kwa nini, kwa ajili ya nini, ni ya nini, nani ataona, nani ataona hii, nani ataona hili',
    fillers: 'asante, asante sana, ahsante, tafadhali, bado, kwa kweli, aisee',
    but: 'lakini, ila',
  },
  yo: {
    yes: 'beeni, bee ni, beeni o, o dara, o daa, o ti dara, otito ni, looto ni, ooto ni, bee lo ri, mo gba',
    no: 'beeko, rara, rara o, ko to, ko ri bee, ko ri be, kii se emi, ki i se emi, emi ko',
    skip: 'ko si nkan, ko si nnkan, ko si nkankan, to kan, ibeere to kan, e je ka tesiwaju, tesiwaju, leyin naa, o to, iyen naa ni, ko si eniyan, ko si enikan',
    unsure: 'mi o mo, emi ko mo, n ko mo, nko mo, mi o da mi loju, ko da mi loju, boya, mi o le so, mi o ti ro nipa re',
    question: 'kini o tumo si, ki lo tumo si, kilode, ki lo de, ki lode, fun kini, fun ki ni, tani yoo ri, tani maa ri, ta ni yoo ri',
    fillers: 'e jowo, jowo, e se, e se o, o se, ese, ese gan, e seun',
    but: 'sugbon, amo',
  },
  am: {
    yes: 'አዎ, አዎን, እሺ, እሺ እሺ, ትክክል, ትክክል ነው, ልክ ነው, እርግጥ ነው, በትክክል, awo, awon, ishi, eshi, tikikil, tikikil new, lik new',
    no: 'አይ, አይደለም, ትክክል አይደለም, ልክ አይደለም, በፍጹም, ፈጽሞ, እኔ አይደለሁም, እኔ አይደለሁ, aydelem, tikikil aydelem, ene aydelehum',
    skip: 'ቀጣይ, ቀጣዩ, ቀጣዩ ጥያቄ, ቀጥል, እለፈው, እለፍ, ዝለል, በኋላ, ምንም, ምንም የለም, ሌላ የለም, ይኸው ነው, በቃ, ማንም, ማንም የለም, ketay, ketayu, minim, minim yelem, beka, bekka, manim',
    unsure: 'አላውቅም, እኔ አላውቅም, እርግጠኛ አይደለሁም, ምናልባት, አላሰብኩበትም, መናገር አልችልም, alawkm, alawkim, alawqim, ergitegna aydelehum, minalbat',
    question:
      'ምን ማለትህ ነው, ምን ማለትሽ ነው, ምን ማለት ነው, ለምን, ለምንድን ነው, ለምንድነው, ለምን ያስፈልጋል, ማን ያየዋል, ማን ነው የሚያየው, min maletih new, min malet new, lemin, lemindin new, man yayewal',
    fillers: 'እባክህ, እባክሽ, እባካችሁ, አመሰግናለሁ, አመሰግናለው, ገና, ebakih, ebakish, amesegnalehu, amesegnalew',
    but: 'ግን',
  },
};
