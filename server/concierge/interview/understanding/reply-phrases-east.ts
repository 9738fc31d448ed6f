/**
 * The phrasebooks of Central and Eastern Europe, in the slots of `Phrasebook` (`reply-phrases.ts`):
 * phrases parted by commas, written without accents; Greek and Cyrillic in their script and as
 * people romanize them in a chat ("Greeklish"). Pure data.
 */
export const eastPhrasebooks = {
  pl: {
    yes: 'tak, tak tak, no tak, zgadza sie, zgadzam sie, dobrze, jasne, pewnie, oczywiscie, dokladnie, racja, wlasnie, w porzadku, zgoda, jak najbardziej, tak jest, spoko',
    no: 'nie, nie nie, no nie, nie zgadza sie, zle, niepoprawnie, nieprawda, wcale nie, absolutnie nie, niezupelnie, to nie ja, nie ja',
    skip: 'pomin to pytanie, pomin, pominmy, pomijam, nastepne pytanie, nastepne, dalej prosze, dalej, nic, nic wiecej, nie mam nic do dodania, to wszystko, to tyle, pozniej, potem, nikt, nikogo, zaden',
    unsure:
      'nie wiem, nie mam pojecia, moze, byc moze, chyba, nie jestem pewien, nie jestem pewna, nie jestem pewny, trudno powiedziec, ciezko powiedziec, nie umiem powiedziec, nie zastanawialem sie, nie zastanawialam sie, nie myslalem o tym, nie myslalam o tym, nwm',
    question:
      'co masz na mysli, co pan ma na mysli, co pani ma na mysli, jak to, czyli, dlaczego, czemu, po co, po co to, do czego to, co to znaczy, o co chodzi, kto to zobaczy, kto to widzi, kto zobaczy',
    fillers: 'prosze, dziekuje, dziekuje bardzo, dzieki, jeszcze, serio',
    but: 'ale, jednak',
  },
  cs: {
    yes: 'ano, jo, jo jo, jj, jasne, spravne, presne, presne tak, souhlasi, souhlasim, sedi, to sedi, v poradku, dobre, urcite, samozrejme, to je pravda',
    no: 'ne, ne ne, spatne, nesedi, to nesedi, nesouhlasi, nesouhlasim, vubec, vubec ne, urcite ne, to neni pravda, neni to tak, to nejsem ja, nejsem to ja, ja ne',
    skip: 'dalsi, dalsi otazka, preskocit, preskoc, preskocme, pozdeji, potom, nic, nic dalsiho, nic vic, to je vse, to je vsechno, nikdo, nikoho, zadny, zadna',
    unsure:
      'nevim, jeste nevim, nevim presne, fakt nevim, nejsem si jisty, nejsem si jista, mozna, tezko rict, tezko rici, nedokazu rict, netusim, nemam tuseni, nemam paru, nepremyslel jsem o tom, nepremyslela jsem o tom',
    question:
      'co tim myslite, co tim myslis, jak to myslis, jak to myslite, co to znamena, proc, k cemu to je, na co to je, k cemu, kdo to uvidi, kdo to bude videt',
    fillers: 'prosim, diky, dik, dekuji, dekuju, dekuju moc, fakt, ehm',
    but: 'ale, akorat, krome',
  },
  sk: {
    yes: 'ano, jj, jasne, spravne, presne, presne tak, suhlasi, suhlasim, sedi, v poriadku, dobre, urcite, samozrejme, to je pravda',
    no: 'nie, nie nie, nespravne, zle, to nesedi, nesuhlasi, nesuhlasim, vobec, vobec nie, urcite nie, to nie je pravda, to nie som ja, nie som to ja, ja nie',
    skip: 'dalej, dalsia, dalsia otazka, preskocit, preskoc, neskor, potom, nic, nic viac, nic dalsie, to je vsetko, nikto, nikoho, ziadny, ziadna',
    unsure:
      'neviem, neviem presne, naozaj neviem, nie som si isty, nie som si ista, mozno, tazko povedat, neviem povedat, netusim, nemam potuchy, nerozmyslal som o tom, nerozmyslala som o tom',
    question:
      'co tym myslite, co tym myslis, ako to myslis, ako to myslite, co to znamena, preco, na co to je, naco, kto to uvidi, kto to bude vidiet',
    fillers: 'prosim, dakujem, dakujem pekne, vdaka, este',
    but: 'ale, akurat, okrem',
  },
  hu: {
    yes: 'igen, igen igen, persze, hat persze, rendben, rendben van, oke, jo, pontosan, stimmel, helyes, igaz, ugy van, igy van, termeszetesen, megfelel',
    no: 'nem, nem nem, nem igaz, nem stimmel, rossz, helytelen, dehogy, dehogyis, egyaltalan nem, nem egeszen, nem igazan, nem en vagyok, nem en, en nem',
    skip: 'kovetkezo, kovetkezo kerdes, tovabb, ugorjuk at, kihagyom, atugrom, passz, kesobb, majd kesobb, semmi, semmi mas, nincs mit hozzatenni, ennyi, ennyi volt, ez minden, senki',
    unsure:
      'nem tudom, nem tudom pontosan, fogalmam sincs, nem vagyok biztos, nem vagyok benne biztos, talan, lehet, nehez megmondani, nem tudom megmondani, nem tudnam megmondani, nem gondolkodtam rajta, nem gondoltam bele',
    question:
      'hogy erted, hogy erti, ezt hogy erted, mit ertesz ezen, mit jelent ez, miert, mire jo ez, mire kell ez, ki fogja latni, ki latja ezt, ki latja',
    fillers: 'kerem, kerlek, koszi, koszonom, koszonom szepen, meg',
    but: 'viszont, azonban',
  },
  ro: {
    yes: 'da, da da, sigur, desigur, corect, exact, asa e, asa este, e bine, bine, foarte bine, de acord, sunt de acord',
    no: 'nu, nu nu, nu e corect, nu este corect, gresit, e gresit, nu e asa, nu este asa, deloc, nu chiar, nici vorba, nicidecum, nu sunt eu, eu nu',
    skip: 'urmatoarea, urmatoarea intrebare, mai departe, sari peste, sarim peste, treci peste, mai tarziu, nimic, nimic altceva, nimic mai mult, n am nimic de adaugat, nu am nimic de adaugat, asta e tot, asta este tot, atat, cam atat, nimeni, niciunul',
    unsure:
      'nu stiu, chiar nu stiu, habar n am, habar nu am, nu sunt sigur, nu sunt sigura, poate, poate ca, greu de spus, nu pot spune, nu m am gandit, nu m am gandit la asta, nu am idee, n am idee',
    question:
      'ce vrei sa spui, ce vreti sa spuneti, adica, cum adica, ce inseamna, ce inseamna asta, de ce, la ce foloseste, la ce e bun, pentru ce, cine o sa vada, cine va vedea, cine vede asta',
    fillers: 'te rog, va rog, mersi, multumesc, multumesc frumos, pai, inca, deci',
    but: 'dar, insa',
  },
  el: {
    yes: 'ναι, ναι ναι, ναι βεβαια, ενταξει, σωστα, σωστο, ακριβως, βεβαιως, βεβαια, φυσικα, συμφωνω, μαλιστα, ισχυει, ετσι ειναι, entaksei, entaxei, endaksei, swsta, sosta, swsto, sosto, akrivws, akrivos, vevaia, vevaios, fysika, fisika, symfwnw, simfono, malista, isxyei, etsi einai, etsi ine',
    no: 'οχι, οχι οχι, λαθος, δεν ειναι σωστο, δεν ισχυει, οχι ακριβως, καθολου, με τιποτα, οχι εγω, δεν ειμαι εγω, oxi, ohi, oxi oxi, lathos, la8os, den einai swsto, den ine sosto, den isxyei, oxi akrivws, katholou, oxi egw, oxi ego, den eimai egw',
    skip: 'επομενη, επομενη ερωτηση, επομενο, παρακατω, παμε παρακατω, προσπερασε, αργοτερα, μετα, τιποτα, τιποτα αλλο, δεν εχω κατι αλλο, αυτα, μονο αυτα, αυτο ειναι ολο, κανενας, κανεις, epomeni, epomenh, epomeni erotisi, epomenh erwthsh, parakatw, parakato, pame parakatw, prosperase, argotera, tipota, tipota allo, afta, auta, mono auta, kanenas, kaneis',
    unsure:
      'δεν ξερω, δεν γνωριζω, δεν ειμαι σιγουρος, δεν ειμαι σιγουρη, ισως, μπορει, ιδεα δεν εχω, δεν εχω ιδεα, δυσκολο να πω, δεν μπορω να πω, δεν το εχω σκεφτει, den kserw, den xerw, dn xerw, den ksero, den xero, den eimai sigouros, den eimai sigouri, den ime sigouros, isws, isos, mporei, den exw idea, dyskolo na pw, diskolo na po, den to exw skeftei, dn kserw, dn xerw',
    question:
      'τι εννοεις, τι εννοειτε, δηλαδη, γιατι, για ποιο λογο, για τι ειναι αυτο, τι σημαινει, ποιος θα το δει, ποιος το βλεπει, ti enneis, ti ennoeis, ti enoeis, dhladh, diladi, dhladi, giati, gia poio logo, ti shmainei, ti simainei, poios tha to dei, pios 8a to dei',
    fillers:
      'παρακαλω, ευχαριστω, ευχαριστω πολυ, εεε, χμ, λοιπον, ακομα, parakalw, parakalo, efxaristw, eyxaristw, euxaristw, efharisto, loipon, akoma',
    but: 'αλλα, ομως, alla, omws, omos',
  },
  ru: {
    yes: 'да, да да, да конечно, верно, всё верно, все верно, всё так, хорошо, ага, угу, конечно, точно, правильно, именно, именно так, так и есть, ок, ладно, согласен, согласна, da, da da, konechno, tochno, pravilno, khorosho, horosho, ladno, норм',
    no: 'нет, нет нет, неверно, не так, неправильно, не совсем, совсем нет, вообще нет, ни в коем случае, неа, это не я, не я, net, net net, ne tak, nepravilno, eto ne ya',
    skip: 'пропустим, пропусти, пропускаю, пропустить, следующий вопрос, следующий, дальше пожалуйста, дальше, давайте дальше, давай дальше, ничего, больше ничего, нечего добавить, всё, это всё, это все, на этом всё, потом, позже, никто, никого, dalshe, propustim, nichego, eto vse, potom, nikto',
    unsure:
      'не уверен, не уверена, трудно сказать, сложно сказать, не могу сказать, затрудняюсь ответить, не знаю, понятия не имею, без понятия, хз, может быть, наверное, возможно, не думал об этом, не думала об этом, ne znayu, ne znaju, ne uveren, ne uverena, mozhet byt, нз',
    question:
      'что вы имеете в виду, что ты имеешь в виду, в смысле, то есть, что это значит, зачем, почему, для чего, кто это увидит, кто увидит, v smysle, chto eto znachit, zachem, pochemu, kto eto uvidit',
    fillers: 'ну, эм, ещё, еще, спасибо, пожалуйста, пока, спс, пжл, spasibo, pozhaluysta',
    but: 'но, однако',
  },
  uk: {
    yes: 'так, так так, авжеж, звісно, звичайно, вірно, правильно, саме так, добре, гаразд, ага, згоден, згодна, точно, tak tak, avzhezh, zvisno, dobre, harazd, pravylno',
    no: 'ні, ні ні, неправильно, невірно, не так, зовсім ні, аж ніяк, не зовсім, це не я, не я, tse ne ya',
    skip: 'далі, наступне, наступне питання, пропустити, пропускаю, пропустимо, пізніше, потім, нічого, більше нічого, нічого додати, це все, все, ніхто, нікого, nastupne, nastupne pytannia, propustyty, piznishe, nichoho, tse vse, nikhto',
    unsure:
      'не знаю, не впевнений, не впевнена, можливо, мабуть, важко сказати, гадки не маю, не можу сказати, не думав про це, не думала про це, хтозна, ne znaiu, ne vpevnenyi, ne vpevnena, mozhlyvo, mabut',
    question:
      'що ви маєте на увазі, що маєш на увазі, тобто, в сенсі, що це означає, навіщо, чому, для чого, хто це побачить, хто побачить, shcho vy maiete na uvazi, navishcho, chomu',
    fillers: 'будь ласка, дякую, дякую дуже, ну, ще, поки що, diakuiu, dyakuyu, bud laska',
    but: 'але, проте, однак',
  },
  bg: {
    yes: 'да, да да, добре, точно, правилно, вярно, разбира се, ами да, съгласен, съгласна, така е, окей, dobre, tochno, vyarno, razbira se',
    no: 'не, не не, не е вярно, грешно, не е правилно, не е така, изобщо не, в никакъв случай, не съм аз, ne e vyarno, greshno, ne sam az',
    skip: 'следващ, следващия, следващият, следващ въпрос, следващия въпрос, нататък, пропусни, пропускам, по късно, после, нищо, нищо повече, нищо друго, това е всичко, толкова, никой, sledvasht, sledvashtiya vapros, propusni, po kasno, nishto, tova e vsichko, nikoy',
    unsure:
      'не знам, не съм сигурен, не съм сигурна, може би, нямам представа, трудно е да се каже, не мога да кажа, не съм мислил, не съм мислила, ne znam, ne sam siguren, ne sam sigurna, mozhe bi, nyamam predstava',
    question:
      'какво имате предвид, какво имаш предвид, тоест, какво значи това, защо, за какво е това, за какво, кой ще го види, кой ще види това, kakvo imash predvid, zashto, koy shte go vidi',
    fillers: 'моля, благодаря, мерси, ами, още, molya, blagodarya, mersi',
    but: 'но, обаче, ама',
  },
  sr: {
    yes: 'da, da da, jeste, tako je, tocno, tacno, u redu, vazi, naravno, ispravno, slazem se, svakako, да, јесте, тако је, тачно, у реду, важи, може, наравно, слажем се',
    no: 'ne, ne ne, nije, nije tocno, nije tacno, netocno, netacno, pogresno, krivo, nikako, ni slucajno, nisam ja, to nisam ja, не, није, није тачно, нетачно, погрешно, никако, ни случајно, нисам ја, то нисам ја',
    skip: 'dalje, sljedece, sledece, sljedece pitanje, sledece pitanje, iduce pitanje, preskoci, preskocimo, kasnije, poslije, posle, nista, nista vise, nista drugo, to je sve, nitko, nikoga, даље, следеће, следеће питање, прескочи, касније, после, ништа, ништа више, то је све, нико',
    unsure:
      'ne znam, nisam siguran, nisam sigurna, mozda, nemam pojma, nemam ideju, tesko je reci, tesko reci, ne mogu reci, ne bih znao, ne bih znala, nisam razmisljao o tome, nisam razmisljala o tome, не знам, нисам сигуран, нисам сигурна, можда, немам појма, тешко је рећи',
    question:
      'kako mislis, sta mislis, sto mislis, sta to znaci, sto to znaci, zasto, cemu, cemu to sluzi, za sta je to, za sto je to, tko ce to vidjeti, ko ce to videti, ko ce to vidjeti, како мислиш, шта мислиш, шта то значи, зашто, чему, ко ће то видети',
    fillers: 'molim, molim te, molim vas, hvala, hvala lijepa, hvala puno, jos, молим, хвала, још',
    but: 'ali, osim, али, осим',
  },
};
