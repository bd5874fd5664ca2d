# UNO desktop — हिन्दी। locales/en/uno.ftl जैसे ही आईडी और वही वेरिएबल (tests/test_i18n.py जाँचता है)।
# शब्दावली लेख से: स्किप, रिवर्स, +2, रंग परिवर्तन, रंग परिवर्तन +4, +10, खाली कार्ड, घरेलू नियम,
# चाल का अवरोधन, सात-शून्य, स्टैकिंग, अदला-बदली, आलसी स्कोरिंग, सर्कल रंग परिवर्तन, रीसेट ज़ीरो।
# गड्डी = draw pile, डिस्कार्ड ढेर = discard pile।
# खिलाड़ी का लिंग पता नहीं होता: नाम वाले वाक्य "ने" (भूतकाल), "की बारी" जैसे रूपों से लिखे गए हैं
# ताकि क्रिया नाम के लिंग पर निर्भर न हो। पाठ में लैटिन अक्षर नहीं हैं: देवनागरी फ़ॉन्ट में वे नहीं हैं।
# $color हमेशा रंग का कोड है (red, yellow, green, blue)।


## भाषा चुनने की स्क्रीन

lang-title = अपनी भाषा चुनें
lang-continue = आगे बढ़ने के लिए एंटर दबाएँ


## मुख्य मेनू

menu-title = ऊनो
menu-new-game = नया खेल
menu-continue = खेल जारी रखें
menu-settings = सेटिंग्स
menu-rules = नियम
menu-language = भाषा
menu-statistics = आँकड़े
menu-quit = बाहर निकलें


## आम शब्द

common-ok = ठीक है
common-cancel = रद्द करें
common-back = वापस
common-yes = हाँ
common-no = नहीं
common-close = बंद करें
common-list-and = { $first } और { $last }


## नया खेल

setup-title = नया खेल
setup-seats = सीटें
setup-seats-hint = 2 से 10 खिलाड़ी
setup-player-count = { $count ->
    [one] { $count } खिलाड़ी
   *[other] { $count } खिलाड़ी
  }
setup-seat = सीट { $n }
setup-kind = कौन खेलेगा
setup-person = इंसान
setup-bot = कंप्यूटर
setup-name = नाम
setup-hints = इस खिलाड़ी के लिए संकेत
setup-hints-off = संकेत बंद
setup-hints-on = संकेत चालू
setup-level = स्तर
setup-level-easy = आसान
setup-level-normal = सामान्य
setup-level-hard = कठिन
setup-teams = टीमें
setup-team = टीम { $n }
setup-add-seat = सीट जोड़ें
setup-remove-seat = यह सीट हटाएँ
setup-rules = नियम: { $preset }
setup-change-rules = नियम बदलें
setup-start = शुरू करें
setup-default-person = खिलाड़ी { $n }
setup-name-empty = कृपया नाम लिखें।
setup-name-taken = दो खिलाड़ियों का नाम एक जैसा नहीं हो सकता।
setup-only-bots = केवल कंप्यूटर खेल रहे हैं: आप खेल देखेंगे।

bot-name-1 = गोलू
bot-name-2 = चिंटू
bot-name-3 = पिंकी
bot-name-4 = बबलू
bot-name-5 = मोती
bot-name-6 = टिंकू
bot-name-7 = मुन्नी
bot-name-8 = राजू
bot-name-9 = सोनू
bot-name-10 = चुटकी


## रंग और कार्ड

color-red = लाल
color-yellow = पीला
color-green = हरा
color-blue = नीला
color-black = काला

card-number = { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } { $number }
card-skip = { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } स्किप
card-reverse = { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } रिवर्स
card-draw-two = { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } +2
card-wild = रंग परिवर्तन
card-wild-draw-four = रंग परिवर्तन +4
card-draw-ten = +10
card-hidden = उल्टा रखा कार्ड


## नियमों के विकल्प: opt-<id> नाम है, opt-<id>-help एक पंक्ति की व्याख्या

opt-box = संस्करण
opt-box-help = राउंड किस ऊनो संस्करण के कार्डों से बँटता है: क्लासिक गड्डी, ऊनो शो 'एम नो मर्सी या ऊनो सब रंग परिवर्तन।
opt-blank_cards = खाली कार्ड
opt-blank_cards-help = 112 कार्ड वाली गड्डी के 4 खाली कार्ड जोड़ता है; हर एक +10 की तरह खेला जाता है।
opt-zero_worth_fifty = रीसेट ज़ीरो
opt-zero_worth_fifty-help = राउंड के अंत में हाथ में अकेला बचा 0, शून्य की जगह 50 अंक का गिना जाता है।
opt-hand_size = बाँटे जाने वाले कार्ड
opt-hand_size-help = राउंड की शुरुआत में हर खिलाड़ी को कितने कार्ड मिलते हैं।
opt-dealer_selection = पहला डीलर
opt-dealer_selection-help = पहले राउंड का डीलर कैसे चुना जाए; उसके बाद बाँटने की बारी बाईं ओर जाती है।
opt-start_card = शुरुआती कार्ड
opt-start_card-help = पहला पलटा गया कार्ड एक्शन कार्ड या काला कार्ड हो, तो क्या होगा।
opt-allow_voluntary_draw = चाल होते हुए भी कार्ड उठाना
opt-allow_voluntary_draw-help = खेलने लायक कार्ड होने पर भी गड्डी से कार्ड उठाया जा सकता है।
opt-drawn_card = उठाया गया कार्ड
opt-drawn_card-help = अभी उठाया गया कार्ड चल सकता हो, तो उसका क्या करना है।
opt-draw_until_playable = चाल मिलने तक उठाएँ
opt-draw_until_playable-help = जब तक खेलने लायक कार्ड न आए, कार्ड उठाते रहें।
opt-uno_penalty = ऊनो भूलने का जुर्माना
opt-uno_penalty-help = ऊनो कहे बिना पकड़े जाने पर कितने कार्ड उठाने पड़ते हैं।
opt-false_uno_penalty = गलत ऊनो का जुर्माना
opt-false_uno_penalty-help = एक से ज़्यादा कार्ड होते हुए ऊनो कहने पर 2 कार्ड उठाने पड़ते हैं।
opt-liar_limit = झूठ की सीमा
opt-liar_limit-help = इतनी बार गलत ऊनो कहने पर खिलाड़ी मैच से बाहर हो जाता है।
opt-wd4_rule = रंग परिवर्तन +4
opt-wd4_rule-help = रंग परिवर्तन +4 कब खेला जा सकता है और क्या उसे चुनौती दी जा सकती है।
opt-stacking = स्टैकिंग
opt-stacking-help = कार्ड उठाने के बजाय +2 पर +2, या रंग परिवर्तन +4 पर रंग परिवर्तन +4 डालें।
opt-stack_mixed = मिली-जुली स्टैकिंग
opt-stack_mixed-help = +2 अपने रंग के रंग परिवर्तन +4 पर, और रंग परिवर्तन +4 किसी +2 पर डाला जा सकता है।
opt-reverse_deflect = रिवर्स से वापसी
opt-reverse_deflect-help = मौजूदा रंग का रिवर्स, +2 या रंग परिवर्तन +4 को उसे खेलने वाले के पास लौटा देता है।
opt-seven_zero = सात-शून्य
opt-seven_zero-help = 0 के बाद सब अपने कार्ड अगले खिलाड़ी को देते हैं; 7 खेलने वाला अपनी पसंद के खिलाड़ी से कार्ड बदलता है।
opt-jump_in = चाल का अवरोधन
opt-jump_in-help = ऊपर वाले कार्ड जैसा हूबहू कार्ड कभी भी खेलें, अपनी बारी के बिना भी।
opt-double_play = दो समान कार्ड
opt-double_play-help = एक कार्ड खेलते ही उसके जैसा दूसरा कार्ड भी खेला जा सकता है।
opt-swap_on_five = 5 पर अदला-बदली
opt-swap_on_five-help = 5 खेलने वाला किसी दूसरे खिलाड़ी से एक कार्ड बदल सकता है।
opt-circle_colour = सर्कल रंग परिवर्तन
opt-circle_colour-help = काले कार्ड पर रंग नहीं बोला जाता: रंग लाल, नीला, हरा, पीला के घेरे में एक कदम आगे बढ़ता है।
opt-seven_rounds = 7 राउंड में ऊनो
opt-seven_rounds-help = 7 कार्ड का हाथ खाली करने पर 6 नए कार्ड मिलते हैं, फिर 5, और ऐसे ही एक कार्ड तक।
opt-turn_timer = बारी का समय
opt-turn_timer-help = हर खिलाड़ी को अपनी बारी के लिए कितना समय मिलता है।
opt-timeout_action = समय खत्म होने पर
opt-timeout_action-help = समय पर चाल न चलने वाले खिलाड़ी के साथ क्या होता है।
opt-play_until_last = आख़िरी तक
opt-play_until_last-help = पहले खिलाड़ी के निकलने के बाद भी राउंड चलता रहता है, जब तक केवल एक के पास कार्ड न बचें।
opt-scoring = स्कोरिंग
opt-scoring-help = अंक कैसे गिने जाते हैं और मैच कब खत्म होता है।
opt-target = लक्ष्य स्कोर
opt-target-help = वह स्कोर जिस पर मैच खत्म होता है।
opt-teams = टीम खेल
opt-teams-help = साथी आमने-सामने बैठते हैं और उनके अंक जुड़ते हैं (4, 6, 8 या 10 खिलाड़ी)।
opt-rotate_partners = बदलते साथी
opt-rotate_partners-help = चार खिलाड़ी, चार राउंड, हर राउंड में नया साथी; सबसे ज़्यादा निजी अंक वाला जीतता है।


## विकल्पों के मान: val-<id>-<मान>, संख्याओं के लिए val-<id>-number, val-on/val-off

val-on = चालू
val-off = बंद
val-box-classic = क्लासिक
val-box-no_mercy = ऊनो शो 'एम नो मर्सी
val-box-all_wild = ऊनो सब रंग परिवर्तन
val-blank_cards-off = इस्तेमाल नहीं
val-blank_cards-draw_ten = +10 के रूप में
val-dealer_selection-high_card = सबसे बड़ा कार्ड बाँटे
val-dealer_selection-random = संयोग से
val-start_card-official = आधिकारिक नियम
val-start_card-official_dealer_names = आधिकारिक, रंग डीलर चुने
val-start_card-redraw = अंक वाला कार्ड आने तक दोबारा पलटें
val-drawn_card-may_play = खेला जा सकता है
val-drawn_card-must_play = खेलना ज़रूरी
val-wd4_rule-challenge = ब्लफ़ और चुनौती
val-wd4_rule-enforced = केवल रंग न होने पर
val-wd4_rule-free = हमेशा खेल सकते हैं
val-stacking-off = बंद
val-stacking-cumulative = जुर्माना जुड़ता जाए
val-stacking-deflect = आगे बढ़ाएँ, जोड़ें नहीं
val-turn_timer-0 = बंद
val-turn_timer-30 = 30 सेकंड
val-turn_timer-60 = 1 मिनट
val-turn_timer-120 = 2 मिनट
val-timeout_action-draw_pass = एक कार्ड उठाकर पास
val-timeout_action-eliminate = खिलाड़ी बाहर
val-scoring-winner_takes = विजेता को सारे अंक
val-scoring-penalty = दंड अंक
val-scoring-elimination = बाहर होने तक (ऊनो चैलेंज)
val-scoring-lazy = आलसी स्कोरिंग
val-scoring-single_round = एक ही राउंड
val-hand_size-number = { $n ->
    [one] { $n } कार्ड
   *[other] { $n } कार्ड
  }
val-uno_penalty-number = { $n ->
    [one] { $n } कार्ड
   *[other] { $n } कार्ड
  }
val-liar_limit-number = { $n ->
    [0] बंद
    [one] { $n } गलत ऊनो
   *[other] { $n } गलत ऊनो
  }
val-target-number = { $n ->
    [one] { $n } अंक
   *[other] { $n } अंक
  }


## विकल्पों के समूह, तैयार नियम-सेट, टकराव, खिलाड़ियों की संख्या

group-dealing = गड्डी और बँटवारा
group-turn = आपकी बारी
group-uno = ऊनो कहना
group-wd4 = रंग परिवर्तन +4
group-house = घरेलू नियम
group-scoring = राउंड का अंत और अंक
group-teams = टीमें
group-timer = समय

preset-official = आधिकारिक नियम
preset-official-help = डिब्बे में छपे नियम, ब्लफ़ और चुनौती के साथ।
preset-chat_classic = चैट क्लासिक
preset-chat_classic-help = चैट-रूम वाले नियम: रंग परिवर्तन +4 कभी भी, उठाया गया चलने लायक कार्ड खेलना ज़रूरी, हर बारी के 2 मिनट, आख़िरी तक खेल।
preset-house_party = घरेलू पार्टी
preset-house_party-help = आधिकारिक नियम, साथ में स्टैकिंग, सात-शून्य और चाल का अवरोधन।
preset-custom = अपनी पसंद
preset-custom-help = विकल्पों का आपका अपना मेल।

conflict-stack_mixed = मिली-जुली स्टैकिंग के लिए स्टैकिंग “जुर्माना जुड़ता जाए” पर होनी चाहिए।
conflict-liar_limit = झूठ की सीमा गलत ऊनो गिनती है, इसलिए गलत ऊनो का जुर्माना चालू होना चाहिए।
conflict-rotate_partners = बदलते साथी के लिए टीम खेल और “विजेता को सारे अंक” स्कोरिंग ज़रूरी है।
conflict-teams = टीम खेल “आख़िरी तक”, बाहर होने तक वाली स्कोरिंग या आलसी स्कोरिंग के साथ नहीं चल सकता।

players-bad_players = खेल में 2 से 10 खिलाड़ी होने चाहिए।
players-teams_players = टीम खेल के लिए 4, 6, 8 या 10 खिलाड़ी चाहिए।
players-rotate_players = बदलते साथी के लिए ठीक 4 खिलाड़ी चाहिए।
players-deck_too_small = इतने खिलाड़ियों के लिए कार्ड कम हैं: कम कार्ड बाँटें या एक सीट हटाएँ।

rules-title = नियम
rules-preset = तैयार नियम-सेट
rules-reset = आधिकारिक नियमों पर लौटें
rules-help = नियम समझाएँ


## ऐप की सेटिंग्स (नियम नहीं)

settings-title = सेटिंग्स
settings-animation = एनिमेशन की गति
settings-bot-pace = कंप्यूटर खिलाड़ियों की रफ़्तार
settings-reaction = प्रतिक्रिया का समय
settings-reaction-relaxed = आराम से
settings-reaction-normal = सामान्य
settings-reaction-quick = तेज़
settings-speed-slow = धीमी
settings-speed-normal = सामान्य
settings-speed-fast = तेज़
settings-speed-instant = तुरंत
settings-sound = आवाज़
settings-volume = वॉल्यूम
settings-colorblind = रंग-अंधता सहायता
settings-colorblind-help = कार्डों पर हर रंग का अलग निशान दिखाता है।
settings-large-text = बड़े अक्षर
settings-large-text-help = खेल के सारे शब्द लगभग एक तिहाई बड़े, ताकि दूर से भी पढ़े जा सकें।
settings-show-playable = चलने लायक कार्ड दिखाएँ
settings-show-playable-help = जो कार्ड आप खेल सकते हैं, वे हाथ से थोड़ा ऊपर उठे दिखते हैं।
settings-fullscreen = पूरी स्क्रीन
settings-language = भाषा
settings-rules = खेल के नियम
settings-rules-locked = मैच के दौरान नियम नहीं बदले जा सकते।
settings-reset = डिफ़ॉल्ट पर लौटें
settings-damaged = सेटिंग्स फ़ाइल खराब हो गई थी; उसकी एक प्रति { $path } पर रखी गई है और डिफ़ॉल्ट सेटिंग्स इस्तेमाल हो रही हैं।


## खेल का ब्योरा: इंजन की हर घटना के लिए एक पंक्ति

log-dealer-chosen = डीलर: { $player }।
log-dealt = { $player } ने हर खिलाड़ी को { $count ->
    [one] { $count } कार्ड बाँटा
   *[other] { $count } कार्ड बाँटे
  }।
log-start-card = पहला कार्ड: { $card }।
log-start-card-returned = शुरुआती कार्ड से पहले { $count ->
    [one] { $count } कार्ड गड्डी में वापस गया
   *[other] { $count } कार्ड गड्डी में वापस गए
  }।
log-played = { $player } ने { $card } खेला।
log-played-black = { $player } ने { $card } खेला: अब रंग { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } है।
log-played-jump-in = { $player } ने बारी के बिना { $card } खेलकर चाल रोक ली!
log-played-double = { $player } ने एक और { $card } खेला।
log-drew = { $player } ने { $count ->
    [one] { $count } कार्ड उठाया
   *[other] { $count } कार्ड उठाए
  }।
log-drew-penalty = { $player } ने जुर्माने के { $count ->
    [one] { $count } कार्ड उठाया
   *[other] { $count } कार्ड उठाए
  }।
log-drew-uno_penalty = ऊनो न कहने पर { $player } ने { $count ->
    [one] { $count } कार्ड उठाया
   *[other] { $count } कार्ड उठाए
  }।
log-drew-false_uno = गलत ऊनो के लिए { $player } ने { $count ->
    [one] { $count } कार्ड उठाया
   *[other] { $count } कार्ड उठाए
  }।
log-drew-challenge = चुनौती के बाद { $player } ने { $count ->
    [one] { $count } कार्ड उठाया
   *[other] { $count } कार्ड उठाए
  }।
log-drew-seven_rounds = { $player } ने { $count ->
    [one] { $count } कार्ड
   *[other] { $count } कार्डों
  } का नया हाथ उठाया।
log-drew-timeout = समय खत्म: { $player } ने { $count ->
    [one] { $count } कार्ड उठाया
   *[other] { $count } कार्ड उठाए
  }।
log-kept = { $player } ने कार्ड रख लिया।
log-color-named = { $player } ने { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } रंग चुना।
log-direction-clockwise = खेल अब दक्षिणावर्त चलेगा।
log-direction-counter = खेल अब वामावर्त चलेगा।
log-skipped = { $player } की बारी छूट गई।
log-turn = { $player } की बारी।
log-penalty-grew = जुर्माना बढ़कर { $count ->
    [one] { $count } कार्ड
   *[other] { $count } कार्ड
  } हो गया: अब { $player } की बारी।
log-uno-called = { $player } ने ऊनो कहा!
log-uno-caught = { $catcher } ने { $player } को बिना ऊनो कहे पकड़ लिया: { $count ->
    [one] { $count } कार्ड
   *[other] { $count } कार्ड
  } का जुर्माना।
log-false-uno = { $player } ने बेवजह ऊनो कहा: { $count ->
    [one] { $count } कार्ड
   *[other] { $count } कार्ड
  } का जुर्माना।
log-challenge-bluff = { $challenger } की चुनौती सही निकली: { $player } का ब्लफ़ पकड़ा गया! { $player } ने { $count ->
    [one] { $count } कार्ड उठाया
   *[other] { $count } कार्ड उठाए
  }।
log-challenge-fair = { $challenger } की चुनौती गलत निकली: { $player } की चाल सही थी। { $challenger } ने { $count ->
    [one] { $count } कार्ड उठाया
   *[other] { $count } कार्ड उठाए
  }।
log-card-taken-back = { $player } ने { $card } वापस लिया; रंग फिर से { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } है।
log-hands-rotated-clockwise = सबके कार्ड दक्षिणावर्त एक सीट आगे खिसक गए।
log-hands-rotated-counter = सबके कार्ड वामावर्त एक सीट आगे खिसक गए।
log-hands-swapped = { $player } ने { $target } से कार्ड बदल लिए।
log-cards-traded = { $player } ने { $target } से एक कार्ड बदला।
log-cards-traded-you = आपने { $card } दिया और आपको { $received } मिला।
log-reshuffled = डिस्कार्ड ढेर फेंटकर { $count ->
    [one] { $count } कार्ड
   *[other] { $count } कार्डों
  } की नई गड्डी बनाई गई।
log-player-out-forfeit = { $player } ने मैच छोड़ दिया।
log-player-out-liar = बहुत ज़्यादा गलत ऊनो: { $player } खेल से बाहर।
log-player-out-timeout = समय खत्म: { $player } खेल से बाहर।
log-player-out-elimination = सीमा पार: { $player } खेल से बाहर।
log-finished = { $player } ने { $place ->
    [1] पहला
    [2] दूसरा
    [3] तीसरा
    [4] चौथा
    [6] छठा
   *[other] { $place }वाँ
  } स्थान पाया।
log-next-hand = { $player } ने हाथ खाली किया और { $count ->
    [one] { $count } नया कार्ड उठाया
   *[other] { $count } नए कार्ड उठाए
  }।
log-round-won = { $player } ने राउंड जीत लिया!
log-round-blocked = अब कोई चाल नहीं चल सकता: सबसे कम अंकों वाले हाथ के साथ { $player } ने राउंड जीता।
log-round-last-standing = आख़िर तक बचे रहकर { $player } ने राउंड जीता।
log-round-number = राउंड { $number }
log-score-line = { $player }: +{ $points } अंक (कुल { $total })
log-match-won = { $player } ने मैच जीत लिया!
log-match-won-many = { $players } ने मैच जीत लिया!


## नामंज़ूर चालें: इंजन के IllegalAction का err-<कोड>

err-unknown = यह चाल मान्य नहीं है।
err-not_your_turn = अभी आपकी बारी नहीं है।
err-not_playable = यह कार्ड अभी नहीं खेला जा सकता।
err-no_such_card = यह कार्ड आपके पास नहीं है।
err-need_color = पहले एक रंग चुनें।
err-bad_color = यह रंग नहीं चुना जा सकता।
err-wd4_not_allowed = रंग परिवर्तन +4 तभी खेला जा सकता है जब आपके पास मौजूदा रंग का कोई कार्ड न हो।
err-draw_not_allowed = आपके पास चलने लायक कार्ड है, इसलिए अभी कार्ड नहीं उठाया जा सकता।
err-must_play_drawn = उठाया हुआ कार्ड खेलना ही होगा।
err-nothing_to_catch = पकड़ने के लिए कोई नहीं है।
err-uno_not_applicable = अभी ऊनो नहीं कहा जा सकता।
err-no_challenge = चुनौती देने के लिए कुछ नहीं है।
err-bad_target = इस खिलाड़ी को नहीं चुना जा सकता।
err-must_choose_seat = एक खिलाड़ी चुनें: इस कार्ड का असर छोड़ा नहीं जा सकता।
err-not_identical = अभी केवल ऊपर वाले कार्ड जैसा हूबहू कार्ड ही खेला जा सकता है।
err-jump_in_not_allowed = अभी बारी के बिना चाल नहीं चली जा सकती।
err-no_timer = इस खेल में बारी का समय तय नहीं है।
err-round_over = राउंड खत्म हो चुका है।
err-wrong_decision = खेल अभी किसी और चीज़ का इंतज़ार कर रहा है।
err-must_answer_penalty = पहले जुर्माने का जवाब दें: उस पर कार्ड डालें या कार्ड उठाएँ।
err-not_in_game = यह खिलाड़ी अब मैच में नहीं है।
err-wrong_seat = यह सीट आपकी नहीं है।
err-save-corrupt = सहेजा गया खेल खराब है और खोला नहीं जा सकता।
err-save-newer = सहेजा गया खेल इस खेल के किसी नए संस्करण का है और खोला नहीं जा सकता।


## मेज़

table-hint = संकेत
hint-off = इस सीट के लिए संकेत बंद हैं: नया खेल में इन्हें चालू करें।
hint-not-now = अभी कुछ नहीं करना है: आपकी बारी आने पर संकेत मिलेगा।
table-uno = ऊनो!
table-catch = पकड़ा!
table-catch-player = { $player } को पकड़ो!
table-challenge = चुनौती
table-accept = स्वीकार करें
table-draw = कार्ड उठाएँ
table-keep = रखें
table-play = खेलें
table-pass = पास
table-jump-in = बीच में खेलें!
table-choose-color = एक रंग चुनें
table-choose-swap = किसके साथ कार्ड बदलने हैं, चुनें
table-choose-trade = किसके साथ एक कार्ड बदलना है, चुनें
table-choose-give = देने के लिए एक कार्ड चुनें
table-turn = { $player } की बारी
table-your-turn = आपकी बारी, { $player }
table-pass-screen = स्क्रीन { $name } को दें
table-look-away = अब { $name } के कार्ड दिखेंगे: बाकी सब नज़र हटा लें
table-click-ready = { $name } तैयार हों तो क्लिक करें
table-direction-clockwise = दक्षिणावर्त
table-direction-counter = वामावर्त
table-draw-pile = गड्डी
table-discard-pile = डिस्कार्ड ढेर
table-cards-left = { $count ->
    [one] { $count } कार्ड बचा
   *[other] { $count } कार्ड बचे
  }
table-penalty = जुर्माना: { $count }
table-timer = { $seconds } सेकंड
table-current-color = रंग: { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  }
table-challenge-prompt = { $player } ने आप पर रंग परिवर्तन +4 खेला है। चुनौती दें, या { $count } कार्ड उठाएँ?
table-penalty-prompt = { $count ->
    [one] { $count } कार्ड उठाएँ
   *[other] { $count } कार्ड उठाएँ
  }, या किसी कार्ड से जवाब दें?
table-drawn-prompt = आपने { $card } उठाया। इसे खेलें या रखें?
table-hand-of = { $player } के कार्ड
table-thinking = { $player } की चाल का इंतज़ार…
table-out = बाहर
table-team = टीम { $n }
table-partner = { $names } के साथ
table-lies = गलत ऊनो: { $count }
table-forfeit-confirm = क्या { $player } को मैच से हटाना है?

table-pause-title = खेल रुका है
table-pause-resume = जारी रखें
table-pause-rules = नियम
table-pause-forfeit = मैच छोड़ें
table-pause-save-quit = सहेजें और बाहर निकलें

table-round-title = राउंड { $number }
table-round-winner = { $player } ने राउंड जीत लिया!
table-round-points = { $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
  }
table-round-total = कुल: { $total }
table-round-next = अगला राउंड
table-col-player = खिलाड़ी
table-col-cards = बचे कार्ड
table-col-points = अंक
table-col-total = कुल

table-match-title = अंतिम स्थिति
table-match-winner = { $player } ने मैच जीत लिया!
table-match-winners = { $players } ने मैच जीत लिया!
table-place = { $place ->
    [1] पहला
    [2] दूसरा
    [3] तीसरा
    [4] चौथा
    [6] छठा
   *[other] { $place }वाँ
  }
table-match-again = फिर से खेलें
table-match-menu = मेनू पर लौटें

table-crash-title = उफ़!
table-crash = माफ़ कीजिए, कुछ गड़बड़ हो गई। खेल सहेज लिया गया है। लॉग फ़ाइल: { $path }


## कैसे खेलें। हर अनुच्छेद एक संदेश; i18n.help_sections() मौजूदा नियमों के हिसाब से चुनता है।
## स्रोत में अनुच्छेद के भीतर की नई पंक्ति एक स्पेस बन जाती है।

help-title = नियम
help-heading-goal = लक्ष्य
help-heading-deck = कार्ड
help-heading-turn = आपकी बारी
help-heading-uno = ऊनो!
help-heading-wd4 = रंग परिवर्तन +4
help-heading-house = घरेलू नियम
help-heading-end = राउंड का अंत
help-heading-scoring = अंक
help-heading-teams = टीमें
help-heading-timer = समय सीमा

help-goal-winner-takes = अपने सारे कार्ड सबसे पहले खत्म करें। राउंड जीतने वाले को बाकी सबके हाथ में
    बचे कार्डों के अंक मिलते हैं; जो सबसे पहले { $target_score } अंक तक पहुँचे, वही मैच जीतता है।
help-goal-penalty = अपने कार्ड जितनी जल्दी हो सके खत्म करें: हर राउंड में हाथ में बचे कार्डों के अंक
    आपके खिलाफ़ जुड़ते हैं। जब कोई { $target_score } अंक तक पहुँच जाए, तो सबसे कम अंकों वाला
    खिलाड़ी जीतता है।
help-goal-elimination = अपने कार्ड जितनी जल्दी हो सके खत्म करें: हाथ में बचे कार्डों के अंक आपके
    खिलाफ़ जुड़ते हैं। { $target_score } अंक तक पहुँचने वाला खिलाड़ी बाहर हो जाता है; आख़िर में बचा
    खिलाड़ी जीतता है।
help-goal-lazy = अपने सारे कार्ड सबसे पहले खत्म करें। कुल अंक कोई नहीं गिनता: हर राउंड का एक विजेता
    होता है, और जब मन करे, खेल रोक दें।
help-goal-single-round = अपने सारे कार्ड सबसे पहले खत्म करें। एक ही राउंड में फ़ैसला होता है।

help-deck = गड्डी में चार रंगों (लाल, पीला, हरा और नीला) के 108 कार्ड होते हैं: हर रंग में एक 0,
    1 से 9 तक हर अंक के दो-दो कार्ड, और दो-दो स्किप, रिवर्स और +2। इनके अलावा 4 रंग परिवर्तन और
    4 रंग परिवर्तन +4 कार्ड होते हैं, जो काले होते हैं।
help-deck-blank = चार खाली कार्ड जोड़े जाते हैं, जिससे कुल 112 कार्ड हो जाते हैं। हर खाली कार्ड +10
    की तरह काम करता है: अगला खिलाड़ी 10 कार्ड उठाता है और उसकी बारी छूट जाती है। इसे हमेशा खेला जा
    सकता है और इस पर चुनौती नहीं दी जा सकती।
help-deal = हर खिलाड़ी को { $count } कार्ड बाँटे जाते हैं। बाकी कार्ड उल्टे रखकर गड्डी बनती है; उसका
    सबसे ऊपर वाला कार्ड सीधा पलटकर डिस्कार्ड ढेर शुरू होता है। डीलर के बाईं ओर बैठा खिलाड़ी शुरू
    करता है, और खेल दक्षिणावर्त चलता है।
help-dealer-high-card = पहले राउंड के लिए हर कोई एक कार्ड खींचता है और सबसे बड़े अंक वाला कार्ड
    बाँटता है (एक्शन और काले कार्ड 0 गिने जाते हैं)। उसके बाद बाँटने की बारी बाईं ओर जाती है।
help-dealer-random = पहला डीलर संयोग से चुना जाता है। उसके बाद बाँटने की बारी बाईं ओर जाती है।
help-start-official = अगर पहला कार्ड +2 हो, तो पहला खिलाड़ी 2 कार्ड उठाता है और उसकी बारी छूट जाती
    है; स्किप हो, तो पहले खिलाड़ी की बारी छूटती है; रिवर्स हो, तो डीलर के दाईं ओर वाला खिलाड़ी उल्टी
    दिशा में शुरू करता है; रंग परिवर्तन हो, तो पहला खिलाड़ी रंग चुनता है। रंग परिवर्तन +4 वापस
    गड्डी में डालकर दूसरा कार्ड पलटा जाता है।
help-start-official-dealer-names = अगर पहला कार्ड +2 हो, तो पहला खिलाड़ी 2 कार्ड उठाता है और उसकी
    बारी छूट जाती है; स्किप हो, तो पहले खिलाड़ी की बारी छूटती है; रिवर्स हो, तो डीलर के दाईं ओर वाला
    खिलाड़ी उल्टी दिशा में शुरू करता है; रंग परिवर्तन हो, तो रंग डीलर चुनता है। रंग परिवर्तन +4
    वापस गड्डी में डालकर दूसरा कार्ड पलटा जाता है।
help-start-redraw = अगर पहला कार्ड एक्शन कार्ड या काला कार्ड हो, तो उसे वापस गड्डी में डालकर दूसरा
    कार्ड पलटा जाता है, जब तक कोई अंक वाला कार्ड न आ जाए।

help-turn = अपनी बारी पर डिस्कार्ड ढेर के सबसे ऊपर वाले कार्ड से रंग, अंक या चिह्न में मेल खाता एक
    कार्ड खेलें। जैसे, लाल 7 पर कोई भी लाल कार्ड या कोई भी 7 खेला जा सकता है। काला कार्ड किसी भी
    कार्ड पर खेला जा सकता है।
help-actions = स्किप: अगले खिलाड़ी की बारी छूट जाती है। रिवर्स: खेल की दिशा बदल जाती है। +2: अगला
    खिलाड़ी 2 कार्ड उठाता है और उसकी बारी छूट जाती है। रंग परिवर्तन: अगला रंग आप चुनें (वही रंग भी
    चल सकता है)। रंग परिवर्तन +4: रंग आप चुनें, और अगला खिलाड़ी 4 कार्ड उठाता है और उसकी बारी छूट
    जाती है।
help-two-players = दो खिलाड़ियों में रिवर्स, स्किप की तरह काम करता है: खेलने वाला फिर से चाल चलता है।
    +2 या रंग परिवर्तन +4 के बाद भी, दूसरे खिलाड़ी के कार्ड उठाते ही बारी फिर खेलने वाले की होती है।
help-draw-voluntary-on = अगर चाल न हो, या आप चलना न चाहें, तो गड्डी से एक कार्ड उठाएँ।
help-draw-voluntary-off = कार्ड तभी उठाया जा सकता है जब आपके पास चलने लायक कोई कार्ड न हो।
help-drawn-card-may-play = अगर उठाया गया कार्ड चल सकता है, तो उसे तुरंत खेला जा सकता है। नहीं तो वह
    आपके पास रहता है और बारी आगे बढ़ जाती है।
help-drawn-card-must-play = अगर उठाया गया कार्ड चल सकता है, तो उसे तुरंत खेलना ज़रूरी है। नहीं तो वह
    आपके पास रहता है और बारी आगे बढ़ जाती है।
help-draw-until-playable = घरेलू नियम: जब तक चलने लायक कार्ड न आए, कार्ड उठाते रहें।
help-reshuffle = गड्डी खत्म होने पर डिस्कार्ड ढेर का सबसे ऊपर वाला कार्ड छोड़कर बाकी सब फेंटकर नई
    गड्डी बनाई जाती है।
help-blocked = अगर कोई भी न कार्ड खेल सके, न उठा सके, तो राउंड वहीं खत्म हो जाता है और जिसके हाथ के
    कार्डों के अंक सबसे कम हों, वह राउंड जीतता है।
help-forfeit = कोई भी खिलाड़ी कभी भी मैच छोड़ सकता है: वह आख़िरी स्थान पर गिना जाता है, उसके कार्ड
    गड्डी के नीचे चले जाते हैं और बाकी खिलाड़ी खेलते रहते हैं।

help-uno = अपना आख़िरी से पहले वाला कार्ड खेलते समय ऊनो! कहें। यह कार्ड डालने से ठीक पहले या ठीक
    बाद, अगले खिलाड़ी की चाल से पहले तक कहा जा सकता है। अगर कोई दूसरा खिलाड़ी आपको पहले पकड़ ले,
    तो आपको { $count ->
        [one] { $count } कार्ड उठाना पड़ेगा
       *[other] { $count } कार्ड उठाने पड़ेंगे
    }।
help-false-uno = एक से ज़्यादा कार्ड होते हुए ऊनो कहने पर 2 कार्ड उठाने पड़ते हैं।
help-liar-limit = { $count ->
    [one] { $count } बार
   *[other] { $count } बार
  } गलत ऊनो कहने पर खिलाड़ी मैच से बाहर हो जाता है।

help-wd4-challenge = रंग परिवर्तन +4 तभी खेलना सही है जब आपके पास मौजूदा रंग का कोई कार्ड न हो
    (दूसरे रंग के कार्ड, जो अंक से मेल खाते हों, नहीं गिने जाते)। ब्लफ़ भी किया जा सकता है: अगला
    खिलाड़ी चुनौती दे सकता है। अगर ब्लफ़ था, तो कार्ड आपके हाथ में लौटता है, आपको 4 कार्ड उठाने
    पड़ते हैं और रंग पहले जैसा हो जाता है। अगर आपकी चाल सही थी, तो चुनौती देने वाला 4 की जगह
    6 कार्ड उठाता है।
help-wd4-enforced = रंग परिवर्तन +4 तभी खेला जा सकता है जब आपके पास मौजूदा रंग का कोई कार्ड न हो।
    खेल ब्लफ़ करने नहीं देता, इसलिए चुनौती भी नहीं होती।
help-wd4-free = रंग परिवर्तन +4 हमेशा खेला जा सकता है, बिल्कुल रंग परिवर्तन की तरह। इस पर चुनौती नहीं
    होती।
help-house-none = कोई घरेलू नियम लागू नहीं है।
help-stacking-cumulative = स्टैकिंग: +2 के जवाब में +2, और रंग परिवर्तन +4 के जवाब में रंग परिवर्तन +4
    डाला जा सकता है। जुर्माना जुड़ता जाता है, और जो खिलाड़ी कार्ड नहीं डालता, वह जुड़े हुए सारे
    कार्ड उठाता है। एक बारी में एक ही कार्ड।
help-stacking-deflect = आगे बढ़ाना: +2 के जवाब में +2 डालकर जुर्माना अगले खिलाड़ी पर डाला जा सकता है।
    जुर्माना जुड़ता नहीं: कड़ी का आख़िरी खिलाड़ी सिर्फ़ 2 कार्ड उठाता है।
help-stack-mixed = मिली-जुली स्टैकिंग: +2 अपने रंग के रंग परिवर्तन +4 पर भी डाला जा सकता है, और रंग
    परिवर्तन +4 किसी +2 पर।
help-reverse-deflect = रिवर्स से वापसी: +2 या रंग परिवर्तन +4 के सामने मौजूदा रंग का रिवर्स खेलकर
    जुर्माना उसे खेलने वाले को लौटाया जा सकता है।
help-seven-zero = सात-शून्य: 0 खेले जाने पर हर खिलाड़ी अपने कार्ड खेल की दिशा में अगले खिलाड़ी को दे
    देता है। 7 खेलने वाला अपनी पसंद के किसी खिलाड़ी से कार्ड बदलता है।
help-jump-in = चाल का अवरोधन: अगर आपके पास डिस्कार्ड ढेर के ऊपर वाले कार्ड जैसा हूबहू कार्ड हो (वही
    रंग और वही अंक या चिह्न), तो उसे तुरंत खेला जा सकता है, अपनी बारी के बिना भी। खेल फिर आपसे आगे
    चलता है। शुरुआती कार्ड पर यह नहीं चलता, और रंग परिवर्तन +4 के साथ कभी नहीं।
help-double-play = दो समान कार्ड: एक कार्ड खेलने के ठीक बाद उसके जैसा दूसरा कार्ड भी खेला जा सकता है,
    एक के बाद एक।
help-swap-on-five = 5 पर अदला-बदली: 5 खेलने वाला किसी दूसरे खिलाड़ी से एक कार्ड बदल सकता है। दोनों
    खुद चुनते हैं कि कौन-सा कार्ड देना है।
help-circle-colour = सर्कल रंग परिवर्तन: काले कार्ड पर कोई रंग नहीं बोला जाता। रंग लाल, नीला, हरा,
    पीला के घेरे में एक कदम बढ़ता है: खेल दक्षिणावर्त हो तो आगे, वामावर्त हो तो पीछे।
help-seven-rounds = 7 राउंड में ऊनो: { $count } कार्ड का हाथ खाली करने पर एक कार्ड कम का नया हाथ
    मिलता है और खेल जारी रहता है। एक कार्ड वाले आख़िरी हाथ का कार्ड खेलकर राउंड जीता जाता है।

help-timer = हर बारी ज़्यादा से ज़्यादा { $seconds } सेकंड की होती है।
help-timeout-draw-pass = समय खत्म होने पर खिलाड़ी एक कार्ड उठाता है और बारी आगे बढ़ जाती है।
help-timeout-eliminate = समय खत्म होने पर खिलाड़ी मैच से बाहर हो जाता है।

help-round-end = जैसे ही कोई खिलाड़ी अपना आख़िरी कार्ड खेलता है, राउंड खत्म हो जाता है। अगर वह +2 या
    रंग परिवर्तन +4 हो, तो अंक गिनने से पहले अगला खिलाड़ी फिर भी कार्ड उठाता है।
help-play-until-last = आख़िरी तक: पहले खिलाड़ी के निकल जाने के बाद भी राउंड चलता रहता है, जब तक केवल
    एक खिलाड़ी के पास कार्ड न बचें। निकलने का क्रम ही रैंकिंग है।
help-card-values = कार्डों के अंक: अंक वाले कार्ड अपने अंक के बराबर; स्किप, रिवर्स और +2 के 20 अंक;
    काले कार्डों के 50 अंक।
help-zero-worth-fifty = रीसेट ज़ीरो: हाथ में अकेला बचा 0, 50 अंक का होता है।
help-scoring-winner-takes = राउंड के विजेता को बाकी खिलाड़ियों के हाथ में बचे सभी कार्डों के अंक मिलते
    हैं। जो सबसे पहले { $target_score } अंक तक पहुँचे, वही मैच जीतता है।
help-scoring-penalty = हर खिलाड़ी अपने हाथ के कार्डों के अंक अपने कुल में जोड़ता है। जब कोई
    { $target_score } अंक तक पहुँच जाए, मैच खत्म होता है और सबसे कम कुल अंकों वाला जीतता है।
help-scoring-elimination = हर खिलाड़ी अपने हाथ के कार्डों के अंक अपने कुल में जोड़ता है।
    { $target_score } अंक तक पहुँचने वाला बाहर हो जाता है; आख़िर में बचा खिलाड़ी जीतता है।
help-scoring-lazy = कुल अंक कोई नहीं रखता। राउंड का विजेता अगला राउंड शुरू करता है, और जिसके हाथ में
    सबसे ज़्यादा अंक हों, वह कार्ड बाँटता है। जब मन करे, खेल रोक दें।
help-scoring-single-round = एक ही राउंड: सबसे पहले कार्ड खत्म करने वाला जीतता है।

help-teams = साथी आमने-सामने बैठते हैं। किसी एक साथी के कार्ड खत्म होते ही राउंड खत्म हो जाता है, और
    साथियों के अंक जोड़े जाते हैं।
help-rotate-partners = चार खिलाड़ियों में चार राउंड खेलें और हर राउंड में साथी बदलें। सबसे ज़्यादा
    निजी कुल अंकों वाला जीतता है।

## Notices about files, the crash screen (app shell)

notice-dismiss = यह संदेश बंद करने के लिए यहाँ क्लिक करें।
notice-file-damaged = एक ख़राब फ़ाइल अलग रख दी गई है (उसकी प्रति यहाँ है: { $path }); खेल उसके बिना चलता रहेगा।
notice-file-partly-reset = कुछ सेटिंग्स ख़राब थीं: { $detail } डिफ़ॉल्ट पर लौटा दी गईं, बाक़ी सब वैसा ही रखा गया है (पुरानी फ़ाइल की प्रति यहाँ है: { $path })।
notice-stats-partly-reset = कुछ आँकड़े ख़राब थे और हटा दिए गए ({ $count }); बाक़ी रखे गए हैं (पुरानी फ़ाइल की प्रति यहाँ है: { $path })।
notice-setting-seats = पिछली मेज़ के खिलाड़ी
notice-setting-version = फ़ाइल का संस्करण
notice-file-unreadable = फ़ाइल { $path } पढ़ी नहीं जा सकी; खेल उसके बिना चलता रहेगा।
notice-write-failed = फ़ाइल { $path } सहेजी नहीं जा सकी (क्या डिस्क भर गई है?)। खेल चलता रहेगा।
notice-autosave-recovered = पिछली बार अपने-आप सहेजा गया खेल काम का नहीं था, इसलिए खेल उससे पहले की चाल से आगे चलेगा।
menu-continue-damaged = सहेजा गया खेल ख़राब हो गया है और जारी नहीं किया जा सकता। उसकी एक प्रति यहाँ रखी गई है: { $path }
menu-continue-newer = सहेजा गया खेल इस खेल के किसी नए संस्करण का है, इसलिए यहाँ जारी नहीं किया जा सकता। उसकी एक प्रति यहाँ रखी गई है: { $path }
menu-replace-title = एक खेल चल रहा है
menu-replace-question = नया खेल शुरू करने पर सहेजा गया खेल हट जाएगा, फिर उसे जारी नहीं किया जा सकेगा।
menu-replace-yes = नया खेल तैयार करें
stats-title = आँकड़े
stats-empty = अभी तक कोई मैच पूरा नहीं खेला गया है। मैच पूरा होते ही उसे खेलने वाले सभी खिलाड़ी यहाँ दिखेंगे।
stats-col-player = खिलाड़ी
stats-col-matches = मैच
stats-col-wins = जीते
stats-col-rate = जीत का प्रतिशत
stats-col-rounds = जीते गए राउंड
stats-rate = { $rate }%
stats-bot = कंप्यूटर ({ $level })
stats-hinted = { $count } राउंड संकेतों के साथ
stats-more = … और { $count } खिलाड़ी
stats-reset = आँकड़े मिटाएँ
stats-reset-title = आँकड़े मिटाएँ?
stats-reset-question = अब तक गिने गए सभी मैच और राउंड, सभी खिलाड़ियों के लिए, भुला दिए जाएँगे।
stats-reset-yes = मिटाएँ
crash-body = माफ़ कीजिए, कुछ गड़बड़ हो गई। चल रहा खेल हर चाल के बाद सहेजा जाता है: मेनू में “खेल जारी रखें” चुनकर उसे फिर से शुरू करें। अगर ऐसा बार-बार हो, तो कृपया हमें यह लॉग फ़ाइल भेजें: { $path }
crash-menu = मेनू पर लौटें

## Settings screen: the general page (app shell)

settings-page-app = सामान्य
settings-animation-help = कार्ड कितनी तेज़ी से उड़ें, पलटें और फेंटे जाएँ। “तुरंत” चुनने पर एनिमेशन नहीं दिखते।
settings-bot-pace-help = कंप्यूटर खिलाड़ी हर चाल में कितना समय लें, ताकि आप खेल को आराम से देख सकें।
settings-reaction-help = जब कोई व्यक्ति ऊनो न बोलने वाले खिलाड़ी को पकड़ सकता हो या बीच में खेल सकता हो, तो यह मौका कितनी देर खुला रहे: कंप्यूटर खिलाड़ी तब तक रुकते हैं। आराम से: 5 सेकंड, सामान्य: 3 सेकंड, तेज़: कोई इंतज़ार नहीं।
settings-seconds = { $n } सेकंड
settings-sound-help = कार्डों, ऊनो की पुकार और जीत की आवाज़ें।
settings-volume-help = आवाज़ें कितनी तेज़ हों।
settings-needs-turn-timer = यह तभी लागू होता है जब बारी का समय तय हो: पहले “बारी का समय” चुनें।
settings-needs-target = यह तभी लागू होता है जब अंक किसी लक्ष्य स्कोर तक गिने जाते हों।
settings-needs-sound = यह तभी लागू होता है जब आवाज़ चालू हो।
settings-fullscreen-help = पूरी स्क्रीन पर खेलें। इसे कभी भी बदला जा सकता है।
settings-language-help = खेल की भाषा। लोगों के लिखे नाम जैसे हैं वैसे ही रहेंगे।


## The table (more): shouts, the challenge reveal, buttons, the pass screen

table-caught = पकड़े गए!
table-false-uno = झूठा ऊनो!
table-bluff = झाँसा!
table-fair = सही चाल!
table-reveal-title = रंग परिवर्तन +4 खेलते समय { $player } के कार्ड
table-reveal-bluff = झाँसा था: { $player } के पास { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
    [blue] नीला
   *[other] उस रंग का
  } कार्ड था, इसलिए +4 वापस उन्हीं के पास जाता है।
table-reveal-fair = चाल सही थी: { $player } के पास कोई { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
    [blue] नीला
   *[other] उस रंग का
  } कार्ड नहीं था।
table-take = { $count ->
    [one] { $count } कार्ड उठाएँ
   *[other] { $count } कार्ड उठाएँ
  }
table-double-prompt = वैसा ही दूसरा कार्ड भी खेलें, या पास करें।
table-points-short = { $points ->
    [one] { $points } अंक
   *[other] { $points } अंक
  }
table-sound-off = आवाज़ बंद
table-sound-on = आवाज़ चालू
table-show-hand = मैं { $name } हूँ: मेरे कार्ड दिखाएँ
table-uno-by = { $name }: ऊनो!
table-catch-by = { $name }: { $player } को पकड़ो!

## New game screen (app shell)

setup-level-random = बेतरतीब चालें

## इंजन के अंतिम कोड के साथ जोड़े गए इनकार
err-malformed = यह इस खेल की मान्य चाल नहीं है।
err-match_over = मैच ख़त्म हो चुका है।
err-no_round = मैच अभी शुरू नहीं हुआ है।
err-round_not_over = राउंड अभी चल रहा है।
err-unknown_action = खेल यह चाल नहीं पहचानता।
err-uno_already_called = ऊनो पहले ही बोला जा चुका है।
err-uno_too_late = बहुत देर हो गई: आप पहले ही पकड़े जा चुके हैं।

## फ़ोन पर अपने कार्ड: फ़ोन का पेज और फ़ोन सर्वर के इनकार
phone-title = ऊनो
phone-connecting = टेबल से जुड़ रहे हैं…
phone-reconnecting = कनेक्शन टूट गया। फिर से जुड़ रहे हैं…
phone-code-prompt = बड़ी स्क्रीन पर दिखा कोड लिखें
phone-code-join = जुड़ें
phone-your-cards = आपके कार्ड
phone-ended = खेल ख़त्म हो गया। खेलने के लिए धन्यवाद!
phone-err-too_big = यह संदेश बहुत लंबा है।
phone-err-bad_message = खेल यह संदेश नहीं समझ पाया।
phone-err-rate_limited = बहुत ज़्यादा संदेश: थोड़ा धीरे।
phone-err-stale = यह चाल अब संभव नहीं: टेबल बदल चुकी है।
phone-err-busy = रुकिए: आपकी पिछली चाल अभी पहुँच रही है।
phone-err-not_holder = यह सीट अब इस फ़ोन पर नहीं है।
phone-err-bad_key = यह कोड या लिंक इस खेल का नहीं है। बड़ी स्क्रीन का कोड फिर से स्कैन करें।
phone-err-seat_taken = इस सीट पर पहले से दूसरा फ़ोन है। मेज़बान से इसे खाली करने को कहें।
phone-err-version = यह पेज खेल के दूसरे संस्करण का है। इसे फिर से लोड करें।
phone-err-blocked = इस फ़ोन से बहुत सारे गलत कोड आए।
phone-err-hello_first = पहले खेल से जुड़ें।
phone-err-hello_timeout = फ़ोन को जुड़ने में बहुत देर लगी। पेज फिर से लोड करें।
phone-err-replaced = यह सीट दूसरी विंडो में फिर से खोली गई।
phone-err-freed = मेज़बान ने यह सीट खाली कर दी।
phone-err-seat_closed = यह सीट अब फ़ोन से नहीं खेली जाती।
phone-err-game_over = खेल ख़त्म हो गया। खेलने के लिए धन्यवाद!
phone-err-full = टेबल पर बहुत सारे कनेक्शन हैं।

## नियंत्रण (नियमों की मदद का आख़िरी हिस्सा); कुंजियों के नाम वेरिएबल हैं।
help-heading-controls = नियंत्रण
help-controls-mouse = माउस से: अपने हाथ के किसी कार्ड पर क्लिक करके उसे खेलें, गड्डी पर क्लिक करके
    कार्ड उठाएँ, किसी बटन (ऊनो!, पकड़ा!, चुनौती…) पर क्लिक करके उसे चलाएँ, और जब किसी खिलाड़ी को
    चुनना हो तो उसके नाम पर क्लिक करें।
help-controls-keys = कीबोर्ड से: बाएँ और दाएँ तीर अपने हाथ का कार्ड चुनते हैं; ऊपर और नीचे के तीर
    (या { $tab }) बटनों पर और एक बटन से दूसरे पर ले जाते हैं; { $enter } (या { $space }) चुना
    हुआ कार्ड खेलता है या चुना हुआ बटन दबाता है।
help-controls-shortcuts = { $draw } से कार्ड उठाएँ, { $uno } से ऊनो कहें, { $catch } से उस खिलाड़ी को
    पकड़ें जिसने समय पर ऊनो नहीं कहा (वह जुर्माने के कार्ड उठाता है)। रंग परिवर्तन के बाद
    { $colors } से रंग चुनें: 1 लाल, 2 पीला, 3 हरा, 4 नीला।
help-controls-hint = { $hint } से संकेत मिलता है, उस खिलाड़ी के लिए जिसने नया खेल में संकेत चुने हों: एक
    अच्छा खिलाड़ी क्या करता, और क्यों। मेन्यू में “खेलना सीखें”: गाइड के साथ पहला राउंड।
help-controls-window = { $esc } से खेल रुकता है: जारी रखें, नियम, सेटिंग्स, मैच छोड़ें, या सहेजें और
    बाहर निकलें। { $mute } से आवाज़ चालू या बंद होती है, { $fullscreen } से पूरी स्क्रीन चालू या
    बंद होती है।
key-enter = एंटर
key-space = स्पेस
key-tab = टैब
key-esc = एस्केप
table-pause-settings = सेटिंग्स

## टेबल पर फ़ोन: नया खेल, फ़ोन की प्रतीक्षा, बड़ी स्क्रीन पर फ़ोन की स्थिति
setup-phone = फ़ोन
setup-phone-wait = फ़ोन छूटे तो सीट इंतज़ार करे
setup-phone-takeover = फ़ोन न हो तो { $seconds } सेकंड बाद कंप्यूटर
setup-phone-takeover-hint = जब किसी का फ़ोन छूट जाए: उसकी सीट इंतज़ार करती है, या इतने समय बाद कंप्यूटर वह सीट खेलता है।
setup-phone-listen-lan = फ़ोन: यही नेटवर्क
setup-phone-listen-any = फ़ोन: हर इंटरफ़ेस
setup-phone-listen-hint = खेल फ़ोन का इंतज़ार कहाँ करे: इस कंप्यूटर के लोकल नेटवर्क पते पर (सबसे सुरक्षित), या इस कंप्यूटर के हर नेटवर्क इंटरफ़ेस पर।
lobby-title = फ़ोन टेबल से जुड़ें
lobby-help = हर खिलाड़ी फ़ोन के कैमरे से अपना क्यूआर कोड स्कैन करे, या फ़ोन के ब्राउज़र में { $address } खोलकर अपना कोड लिखे। न कोई ऐप, न कोई खाता।
lobby-everywhere = इस कंप्यूटर के हर इंटरफ़ेस पर सुन रहे हैं ({ $address }): जिस भी नेटवर्क से यह जुड़ा है, वहाँ से खेल तक पहुँचा जा सकता है।
lobby-loopback = कोई लोकल नेटवर्क नहीं मिला: यह पता केवल यही कंप्यूटर खोल सकता है।
lobby-code = कोड: { $code }
lobby-state-waiting = फ़ोन का इंतज़ार…
lobby-state-connected = जुड़ गया
lobby-state-dropped = फ़ोन छूट गया
lobby-free = यह सीट खाली करें
lobby-free-hint = इस फ़ोन को हटाएँ, ताकि उसी कोड से कोई दूसरा फ़ोन यह सीट ले सके।
lobby-start = शुरू करें
lobby-start-anyway = फिर भी शुरू करें
lobby-not-all = अभी सब फ़ोन नहीं जुड़े हैं।
lobby-error = फ़ोन सर्वर शुरू नहीं हो सका: { $detail }
table-phone-badge-connected = फ़ोन
table-phone-badge-dropped = फ़ोन छूटा
table-phone-badge-waiting = फ़ोन का इंतज़ार
table-phone-badge-bot = कंप्यूटर खेल रहा है
table-phone-dropped = { $player } का फ़ोन छूट गया। सीट उसका इंतज़ार कर रही है।
table-phone-back = { $player } का फ़ोन वापस आ गया।
table-phone-bot = { $player } का फ़ोन नहीं है: अब यह सीट कंप्यूटर खेल रहा है।

## कोई कार्ड अभी क्यों नहीं खेला जा सकता, और क्या सही होगा (presentation/refusal.py)
why-kind = { $kind ->
    [skip] स्किप
    [reverse] रिवर्स
    [draw_two] +2
    [wild] रंग परिवर्तन
    [wild_draw_four] रंग परिवर्तन +4
    [draw_ten] +10
   *[number] { $number }
  }
why-or = { $first } या { $last }
why-match = { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } कार्ड या { $kind } खेलें, या रंग परिवर्तन।
why-match-color = { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } कार्ड या रंग परिवर्तन खेलें।
why-nothing-fits = कोई कार्ड नहीं चलता: एक कार्ड उठाएँ।
why-wd4 = रंग परिवर्तन +4 तभी खेला जा सकता है जब आपके पास कोई { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } कार्ड न हो।
why-drawn = अभी केवल उठाया हुआ कार्ड खेला जा सकता है, या उसे रख लें।
why-keep = उठाया हुआ कार्ड नहीं खेला जा सकता: उसे रख लें।
why-answer = जुर्माने का जवाब { $answers } से दें, या { $count } कार्ड उठाएँ।
why-take = जुर्माने का जवाब देने लायक कोई कार्ड नहीं: { $count } कार्ड उठाएँ।
why-challenge = रंग परिवर्तन +4 को चुनौती दें, या { $count } कार्ड उठाएँ।
why-double = केवल ऊपर वाले कार्ड जैसा हूबहू कार्ड भी खेला जा सकता है, या पास करें।
why-their-turn = अभी { $player } की बारी है।

## The presentation of a seat's situation (uno_desktop/presentation/situation.py)
prompt-catch = { $player } ने ऊनो नहीं कहा! पकड़ो!
prompt-jump-in = आपके पास हूबहू यही कार्ड है: अभी बीच में खेलें!
prompt-uno-not-now = ऊनो! तभी बोलें जब आपके पास बस एक कार्ड बचने वाला हो।
prompt-bluff = यह रंग परिवर्तन +4 अभी खेलना झाँसा है: आपके पास { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } कार्ड है, और चुनौती मिलने पर आपको 4 कार्ड उठाने होंगे।
seat-name = { $player }

## सुझाव: इस सीट की जगह कठिन कंप्यूटर खिलाड़ी क्या करता, और क्यों (presentation/hint.py)
hint-uno = { $count ->
    [one] अभी ऊनो! कहें: आपके पास बस एक कार्ड बचा है।
   *[other] खेलने से पहले अभी ऊनो! कहें: आपके पास बस एक कार्ड बचने वाला है।
  }
hint-catch = { $player } ने ऊनो नहीं कहा! पकड़ें: { $count } कार्ड का जुर्माना।
hint-jump-in = आपके पास हूबहू यही कार्ड ({ $card }) है: अभी बीच में खेलें!
hint-searched = आपसे छिपे कार्डों के { $count } संभव बँटवारों में खेलकर देखने पर यह चाल सबसे अच्छी निकली।
hint-only-move = यही एक चाल संभव है।
hint-save-black = एक कार्ड उठाएँ और { $card } बाद के लिए रखें: अभी कोई जीतने के करीब नहीं है।
hint-keep-black = { $card } बाद के लिए रख लें: अभी कोई जीतने के करीब नहीं है।
hint-no-bluff = { $card } न खेलें: आपके पास { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } कार्ड है, इसलिए यह झाँसा होगा।
hint-only-fits = बस { $card } ही चलता है: इसे खेलें।
hint-play-drawn = उठाया हुआ कार्ड { $card } खेलें: यह चलता है।
hint-colour = { $card } खेलें: आगे चलने के लिए आपके पास { $count } और { $color ->
    [red] लाल
    [yellow] पीले
    [green] हरे
   *[blue] नीले
  } कार्ड बचते हैं।
hint-points = { $card } खेलें: इसके { $points } अंक आपके हाथ से निकल जाते हैं।
hint-keep-wild = { $card } खेलें और { $kept } बाद के लिए रखें।
hint-not-bluff = { $card } खेलें: अभी { $kept } झाँसा होगा, क्योंकि आपके पास { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } कार्ड है।
hint-hit = { $card } { $player } को रोकता है: उनके पास बस { $count ->
    [one] { $count } कार्ड बचा है
   *[other] { $count } कार्ड बचे हैं
  }।
hint-hit-near = { $player } के पास बस { $count ->
    [one] { $count } कार्ड बचा है
   *[other] { $count } कार्ड बचे हैं
  }: दबाव बनाए रखने के लिए { $card } खेलें।
hint-lacked = { $card } खेलें: { $player } ने पहले { $color ->
    [red] लाल
    [yellow] पीले
    [green] हरे
   *[blue] नीले
  } रंग पर कार्ड उठाया था, शायद उनके पास यह रंग नहीं है।
hint-play = { $card } खेलें: यह चलता है, और कोई दूसरा कार्ड इससे बेहतर नहीं।
hint-pass-on = { $count } कार्ड उठाने के बजाय { $card } से जुर्माना आगे बढ़ाएँ।
hint-accept = { $count } कार्ड उठा लें: ज़्यादातर रंग परिवर्तन +4 सही चाल होते हैं, और हारी हुई चुनौती और महँगी पड़ती है।
hint-challenge = { $player } को चुनौती दें: यह रंग परिवर्तन +4 झाँसा हो सकता है।
hint-name-color = { $count ->
    [0] { $color ->
        [red] लाल
        [yellow] पीला
        [green] हरा
       *[blue] नीला
      } रंग चुनें: आपके पास किसी रंग का कार्ड नहीं है, कोई भी रंग चलेगा।
   *[other] { $color ->
        [red] लाल
        [yellow] पीला
        [green] हरा
       *[blue] नीला
      } रंग चुनें: आपके पास इस रंग के { $count } कार्ड हैं।
  }
hint-swap = { $player } से हाथ बदलें: उनके पास सबसे कम कार्ड ({ $count }) हैं।
hint-no-trade = किसी से अदला-बदली न करें: अपने कार्ड रखें।
hint-give = { $card } दें: यह आपके सबसे कम काम का कार्ड है।
hint-double = दूसरा { $card } भी खेलें: हाथ में एक कार्ड कम।

## House rules explained the first time they change the play (ui/table/house_toasts.py)

settings-house-notes = घरेलू नियम समझाएँ
settings-house-notes-help = मैच में कोई घरेलू नियम पहली बार कुछ बदलता है, तो एक छोटा संदेश बताता है कि क्या हुआ और क्यों।
house-stacking = स्टैकिंग: { $player } ने कार्ड उठाने के बजाय { $card } डाला; अब अगला खिलाड़ी { $count } कार्ड उठाएगा या एक और डालेगा।
house-deflect = आगे बढ़ाना: { $player } ने { $card } डालकर +2 आगे बढ़ा दिया; जुर्माना जुड़ता नहीं, अगला खिलाड़ी 2 कार्ड उठाएगा या उसे भी आगे बढ़ाएगा।
house-stack-mixed = मिली-जुली स्टैकिंग: +2 और रंग परिवर्तन +4 एक-दूसरे पर डाले जा सकते हैं, इसलिए { $player } ने { $card } डाला; अगला खिलाड़ी { $count } कार्ड उठाएगा या एक और डालेगा।
house-reverse-deflect = रिवर्स से वापसी: { $player } ने मौजूदा रंग का रिवर्स खेला, इसलिए अब { $target } को { $count } कार्ड उठाने होंगे या जवाब देना होगा।
house-seven = सात-शून्य: { $player } ने 7 खेला और { $target } से अपने कार्ड बदल लिए।
house-zero = सात-शून्य: { $player } ने 0 खेला, इसलिए सबके कार्ड { $direction ->
    [clockwise] दक्षिणावर्त
   *[counter] वामावर्त
  } एक सीट आगे खिसक गए।
house-jump-in = चाल का अवरोधन: { $player } के पास ऊपर वाले कार्ड जैसा हूबहू कार्ड ({ $card }) था, जिसे बारी के बिना खेल दिया गया; खेल अब { $player } से आगे चलेगा।
house-double = दो समान कार्ड: { $player } ने पहले कार्ड के ठीक बाद उसके जैसा दूसरा कार्ड ({ $card }) भी खेला।
house-trade = 5 पर अदला-बदली: { $player } ने 5 खेला और { $target } से एक कार्ड बदला; दोनों ने खुद चुना कि कौन-सा कार्ड देना है।
house-circle = सर्कल रंग परिवर्तन: काले कार्ड पर कोई रंग नहीं बोला जाता, इसलिए रंग घेरे में एक कदम बढ़कर { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } हो गया।
house-seven-rounds = 7 राउंड में ऊनो: { $player } ने हाथ खाली किया और अब उन्हें { $count } कार्ड का नया हाथ मिलेगा; एक कार्ड वाला आख़िरी हाथ खाली करके राउंड जीता जाता है।
house-play-until-last = आख़िरी तक: { $player } के कार्ड खत्म हो गए और इस राउंड में उनकी बारी अब नहीं आएगी; बाकी खिलाड़ी अगले स्थानों के लिए खेलते रहेंगे।
house-draw-until = चाल मिलने तक उठाएँ: { $player } तब तक कार्ड उठाते रहेंगे जब तक चलने लायक कार्ड न आ जाए।
house-draw-ten = खाली कार्ड: { $player } ने खाली कार्ड यानी +10 खेला, इसलिए अगला खिलाड़ी 10 कार्ड उठाएगा।
house-wd4-free = रंग परिवर्तन +4: इन नियमों में यह हमेशा खेला जा सकता है, बिल्कुल रंग परिवर्तन की तरह, इसलिए { $player } को कोई चुनौती नहीं दे सकता।
house-timer-draw = बारी का समय: { $player } का समय खत्म हो गया, इसलिए उनके लिए एक कार्ड उठाया गया और बारी आगे बढ़ गई।
house-timer-out = समय खत्म होने पर: { $player } का समय खत्म हो गया और इन नियमों में वे मैच से बाहर हो जाते हैं।
house-liar = झूठ की सीमा: { $player } ने { $count } बार गलत ऊनो बोला, इसलिए वे मैच से बाहर हैं।
house-elimination = बाहर होने तक: { $player } के { $points } अंक हो गए, इसलिए वे मैच से बाहर हैं; आख़िर में बचा खिलाड़ी जीतता है।

## खेलना सीखें: एक दोस्ताना खिलाड़ी के साथ एक राउंड, क़दम-दर-क़दम।
menu-learn = खेलना सीखें
learn-offer-title = ऊनो में नए हैं?
learn-offer-question = एक दोस्ताना खिलाड़ी के साथ एक छोटे राउंड में खेलना सीखें।
learn-offer-yes = हाँ
learn-offer-no = नहीं, धन्यवाद
learn-done = हो गया
learn-press-done = मेनू पर लौटने के लिए “हो गया” दबाएँ।
learn-not-that = यह नहीं।
learn-step-wait = { $name } खेल रहा है…
learn-step-colour = एक ही रंग का कार्ड चल सकता है। लाल 2 खेलें।
learn-step-number = एक ही नंबर का कार्ड भी चल सकता है। हरा 7 खेलें।
learn-step-catch = { $name } के पास एक कार्ड बचा है, पर उसने ऊनो नहीं कहा! पकड़ो दबाएँ: { $name } 2 कार्ड उठाएगा।
learn-step-skip = स्किप से { $name } की बारी छूट जाती है। इसे खेलें!
learn-step-reverse = रिवर्स से खेल की दिशा उलट जाती है। दो खिलाड़ियों में आप फिर खेलते हैं!
learn-step-draw-two = +2 से { $name } 2 कार्ड उठाता है और उसकी बारी छूट जाती है। इसे खेलें!
learn-step-wild = रंग परिवर्तन हर कार्ड पर चलता है। इसे खेलें और पीला चुनें।
learn-step-challenge = { $name } ने रंग परिवर्तन +4 खेला, पर शायद उसके पास पीला कार्ड था। जाँचने के लिए चुनौती दबाएँ!
learn-step-draw = { $name } के पास पीला था, इसलिए वह अपना कार्ड वापस लेता है और 4 कार्ड उठाता है। आपका कोई कार्ड नहीं चलता: कार्ड उठाएँ।
learn-step-drawn = नया कार्ड चलता है! इसे खेलें।
learn-step-uno = आपके पास दो कार्ड हैं। खेलने से पहले ऊनो दबाएँ!
learn-step-uno-play = अब नीला 9 खेलें।
learn-step-last = बस एक कार्ड बचा है। इसे खेलकर जीतें!
learn-step-points = आप जीत गए! { $name } के बचे कार्डों से आपको { $points } अंक मिले: नंबर वाला कार्ड अपने नंबर जितना, स्किप, रिवर्स और +2 बीस-बीस, रंग परिवर्तन पचास।

## Settings: choosing a box (issue 32)

settings-box-presets = तैयार नियम-सेट क्लासिक संस्करण के नियम हैं: कोई नियम-सेट चुनने पर फिर से क्लासिक कार्डों से खेला जाता है।
# चुना गया संस्करण किसी विकल्प को क्यों तय करता है (rules.BOX_FIXED; विकल्प के नीचे धुंधला दिखता है)।

box-fixed-no_mercy-blank_cards = ऊनो शो 'एम नो मर्सी ने तय किया: खाली कार्ड क्लासिक संस्करण के हैं।
box-fixed-no_mercy-start_card = ऊनो शो 'एम नो मर्सी ने तय किया: राउंड हमेशा अंक वाले कार्ड से शुरू होता है।
box-fixed-no_mercy-drawn_card = ऊनो शो 'एम नो मर्सी ने तय किया: उठाया गया कार्ड चल सकता हो, तो उसे खेलना ही पड़ता है।
box-fixed-no_mercy-draw_until_playable = ऊनो शो 'एम नो मर्सी ने तय किया: चलने लायक कार्ड आने तक हमेशा कार्ड उठाए जाते हैं।
box-fixed-no_mercy-wd4_rule = ऊनो शो 'एम नो मर्सी ने तय किया: किसी भी कार्ड को चुनौती नहीं दी जा सकती।
box-fixed-no_mercy-stacking = ऊनो शो 'एम नो मर्सी ने तय किया: उठवाने वाले कार्ड हमेशा अपने मूल्य के हिसाब से जुड़ते हैं।
box-fixed-no_mercy-stack_mixed = ऊनो शो 'एम नो मर्सी ने तय किया: मूल्य के हिसाब से जोड़ने में रंग और तरह पहले से मिल जाते हैं।
box-fixed-no_mercy-reverse_deflect = ऊनो शो 'एम नो मर्सी ने तय किया: जुर्माने का जवाब केवल उतने या ज़्यादा मूल्य के उठवाने वाले कार्ड से होता है।
box-fixed-no_mercy-seven_zero = ऊनो शो 'एम नो मर्सी ने तय किया: 7 और 0 पर हमेशा कार्ड बदले और आगे दिए जाते हैं।
box-fixed-no_mercy-teams = ऊनो शो 'एम नो मर्सी ने तय किया: इस संस्करण में टीम खेल नहीं है।
box-fixed-no_mercy-rotate_partners = ऊनो शो 'एम नो मर्सी ने तय किया: इसके लिए टीम खेल चाहिए।
box-fixed-all_wild-blank_cards = ऊनो सब रंग परिवर्तन ने तय किया: खाली कार्ड क्लासिक संस्करण के हैं।
box-fixed-all_wild-zero_worth_fifty = ऊनो सब रंग परिवर्तन ने तय किया: अंक वाले कार्ड हैं ही नहीं।
box-fixed-all_wild-dealer_selection = ऊनो सब रंग परिवर्तन ने तय किया: खींचने के लिए अंक नहीं हैं, इसलिए डीलर संयोग से चुना जाता है।
box-fixed-all_wild-start_card = ऊनो सब रंग परिवर्तन ने तय किया: पहले कार्ड का असर हमेशा अनदेखा होता है।
box-fixed-all_wild-draw_until_playable = ऊनो सब रंग परिवर्तन ने तय किया: हर कार्ड चल सकता है, तो यह पहले ही कार्ड पर रुक जाता।
box-fixed-all_wild-wd4_rule = ऊनो सब रंग परिवर्तन ने तय किया: रंग ही नहीं, तो झाँसा भी नहीं; कोई चुनौती नहीं देता।
box-fixed-all_wild-seven_zero = ऊनो सब रंग परिवर्तन ने तय किया: इसमें न 7 हैं, न 0।
box-fixed-all_wild-jump_in = ऊनो सब रंग परिवर्तन ने तय किया: रंग और अंक के बिना आधी गड्डी हूबहू एक जैसी होती।
box-fixed-all_wild-double_play = ऊनो सब रंग परिवर्तन ने तय किया: ज़्यादातर कार्डों के दर्जनों हूबहू जोड़ीदार हैं।
box-fixed-all_wild-swap_on_five = ऊनो सब रंग परिवर्तन ने तय किया: इसमें 5 नहीं हैं।
box-fixed-all_wild-circle_colour = ऊनो सब रंग परिवर्तन ने तय किया: इसमें रंग ही नहीं हैं।
players-box_players = ऊनो शो 'एम नो मर्सी 2 से 6 खिलाड़ियों के साथ खेला जाता है।
# दूसरे संस्करण में नियमों की मदद (i18n.help_sections)।

help-heading-box-no_mercy = ऊनो शो 'एम नो मर्सी
help-box-no_mercy-deck = यह ऊनो शो 'एम नो मर्सी संस्करण है: 168 कार्ड। चारों रंगों में से हर रंग में: 0 से 9 तक हर अंक के दो-दो कार्ड, 3 स्किप, 3 रिवर्स, 3 +2, 2 +4, 2 सबको स्किप और 3 सब डिस्कार्ड। और 24 काले कार्ड: 8 रंग परिवर्तन रिवर्स +4, 4 रंग परिवर्तन +6, 4 रंग परिवर्तन +10 और 8 रंग परिवर्तन रूलेट। सादा रंग परिवर्तन कार्ड इसमें नहीं है।
help-box-no_mercy-start = पहला कार्ड अंक वाला होना चाहिए: जब तक वह अंक वाला न हो, अगला कार्ड उसके ऊपर पलटा जाता है। वह अंक रंग तय करता है, और कुछ नहीं करता।
help-box-no_mercy-actions = स्किप, रिवर्स और +2 क्लासिक खेल की तरह चलते हैं; +4 रंगीन कार्ड है, और अगला खिलाड़ी 4 कार्ड उठाता है। सबको स्किप: बाकी सभी खिलाड़ियों की बारी छूटती है और आप फिर खेलते हैं। सब डिस्कार्ड: इसे इसके रंग पर खेलें, फिर आपके हाथ के उस रंग के बाकी सभी कार्ड इसके साथ डिस्कार्ड ढेर पर चले जाते हैं। काले कार्ड: रंग आप चुनें। रंग परिवर्तन रिवर्स +4: दिशा बदलती है, फिर अगला खिलाड़ी 4 कार्ड उठाता है। रंग परिवर्तन +6 और रंग परिवर्तन +10: अगला खिलाड़ी 6 या 10 कार्ड उठाता है। रंग परिवर्तन रूलेट: अगला खिलाड़ी एक रंग बोलता है और गड्डी से कार्ड पलटता जाता है जब तक उस रंग का कार्ड न आए; पलटे गए सारे कार्ड उसी के रहते हैं।
help-box-no_mercy-draw = अगर आप कार्ड नहीं खेलते, तो एक-एक कार्ड उठाते जाइए जब तक चलने लायक कार्ड न आए, फिर उसे तुरंत खेलिए।
help-box-no_mercy-stack = मूल्य से जोड़ना: उठवाने वाले कार्ड के जवाब में आप किसी भी रंग का उतने या ज़्यादा मूल्य का कोई भी उठवाने वाला कार्ड डाल सकते हैं (+2 का मूल्य 2; +4 और रंग परिवर्तन रिवर्स +4 का 4; रंग परिवर्तन +6 का 6; रंग परिवर्तन +10 का 10)। कुल जोड़ आगे बढ़ता है; जो पहला खिलाड़ी जवाब नहीं देता, वह सारे कार्ड उठाता है और उसकी बारी छूट जाती है।
help-box-no_mercy-mercy = दया नियम: जिस खिलाड़ी के हाथ में 25 कार्ड हो जाएँ, वह उसी पल राउंड में खेल से बाहर हो जाता है। जब एक ही खिलाड़ी बचे, तो वही राउंड जीतता है।
help-box-no_mercy-seven-zero = 7 खेलने पर आपको अपनी पसंद के किसी खिलाड़ी से कार्ड बदलने ही होते हैं; 0 खेलने पर हर खिलाड़ी अपने कार्ड अगले खिलाड़ी को दे देता है। किसी भी कार्ड को चुनौती नहीं दी जा सकती।
help-box-no_mercy-last-card = जैसे ही कोई खिलाड़ी अपना आख़िरी कार्ड खेलता है, राउंड खत्म हो जाता है: उस कार्ड का असर नहीं होता।
help-box-no_mercy-values = कार्डों के अंक: अंक वाले कार्ड अपने अंक के बराबर; स्किप, रिवर्स, +2, +4, सबको स्किप और सब डिस्कार्ड के 20 अंक; काले कार्डों के 50 अंक। जब विजेता अंक लेता है, तो हर खेल से बाहर हुए खिलाड़ी के 250 अंक भी उसे मिलते हैं; वरना खेल से बाहर हुए खिलाड़ी के 250 अंक गिने जाते हैं।
help-box-all_wild-deck = यह ऊनो सब रंग परिवर्तन संस्करण है: 112 कार्ड, सभी रंग परिवर्तन, न कोई रंग न कोई अंक: रंग परिवर्तन, रंग परिवर्तन स्किप, रंग परिवर्तन दो स्किप, रंग परिवर्तन रिवर्स, रंग परिवर्तन +2, रंग परिवर्तन +4, रंग परिवर्तन निशाना +2 और रंग परिवर्तन ज़बरन अदला-बदली।
help-box-all_wild-start = पहला पलटा गया कार्ड डिस्कार्ड ढेर शुरू करता है; वह जो भी हो, उसका असर अनदेखा होता है।
help-box-all_wild-turn = अपनी बारी पर एक कार्ड खेलिए: हर कार्ड हर कार्ड पर चल सकता है, और कोई रंग कभी नहीं चुना जाता।
help-box-all_wild-actions = रंग परिवर्तन: कुछ नहीं होता। रंग परिवर्तन स्किप: अगले खिलाड़ी की बारी छूट जाती है। रंग परिवर्तन दो स्किप: अगले दो खिलाड़ियों की बारी छूट जाती है। रंग परिवर्तन रिवर्स: खेल की दिशा बदल जाती है। रंग परिवर्तन +2 और रंग परिवर्तन +4: अगला खिलाड़ी 2 या 4 कार्ड उठाता है और उसकी बारी छूट जाती है; कोई चुनौती नहीं दे सकता। रंग परिवर्तन निशाना +2: किसी भी दूसरे खिलाड़ी को चुनिए, वह 2 कार्ड उठाता है और उसकी बारी बनी रहती है। रंग परिवर्तन ज़बरन अदला-बदली: किसी दूसरे खिलाड़ी को चुनिए और उससे अपने कार्ड बदल लीजिए।
help-box-all_wild-no-draw = हर बारी पर आप एक कार्ड खेलते हैं: उसकी जगह कार्ड उठाया नहीं जा सकता।
help-box-all_wild-stacking = इस संस्करण में रंग परिवर्तन +2 एक +2 की तरह जुड़ता है; रंग परिवर्तन निशाना +2 कभी नहीं जुड़ता।
help-box-all_wild-last-card = जैसे ही कोई खिलाड़ी अपना आख़िरी कार्ड खेलता है, राउंड खत्म हो जाता है। अगर वह रंग परिवर्तन +2, रंग परिवर्तन +4 या रंग परिवर्तन निशाना +2 हो, तो अंक गिनने से पहले उसका शिकार फिर भी कार्ड उठाता है।
help-box-all_wild-values = कार्डों के अंक: रंग परिवर्तन के 20 अंक, बाकी हर कार्ड के 50 अंक।
# ऊनो सब रंग परिवर्तन में घरेलू नियम की सूचना (presentation/house_notes.py): उसके रिवर्स का कोई रंग नहीं।

house-reverse-deflect-wild = रिवर्स से वापसी: { $player } ने रंग परिवर्तन रिवर्स खेला, इसलिए अब { $target } को { $count } कार्ड उठाने होंगे या जवाब देना होगा।
## The table: the boxes' cards, decisions and events (issue 32)

# नो मर्सी और सब रंग परिवर्तन के कार्ड (docs/rules.md, "Names in three languages")।

card-skip-everyone = { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } सबको स्किप
card-discard-all = { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } सब डिस्कार्ड
card-draw-four = { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } +4
card-wild-reverse-draw-four = रंग परिवर्तन रिवर्स +4
card-wild-draw-six = रंग परिवर्तन +6
card-wild-color-roulette = रंग परिवर्तन रूलेट
card-wild-skip = रंग परिवर्तन स्किप
card-wild-skip-two = रंग परिवर्तन दो स्किप
card-wild-reverse = रंग परिवर्तन रिवर्स
card-wild-draw-two = रंग परिवर्तन +2
card-wild-targeted-draw-two = रंग परिवर्तन निशाना +2
card-wild-forced-swap = रंग परिवर्तन ज़बरन अदला-बदली
why-kind-box = { $kind ->
    [skip_everyone] सबको स्किप
    [discard_all] सब डिस्कार्ड
    [draw_four] +4
    [wild_reverse_draw_four] रंग परिवर्तन रिवर्स +4
    [wild_draw_six] रंग परिवर्तन +6
    [wild_color_roulette] रंग परिवर्तन रूलेट
    [wild_skip] रंग परिवर्तन स्किप
    [wild_skip_two] रंग परिवर्तन दो स्किप
    [wild_reverse] रंग परिवर्तन रिवर्स
    [wild_draw_two] रंग परिवर्तन +2
    [wild_targeted_draw_two] रंग परिवर्तन निशाना +2
   *[wild_forced_swap] रंग परिवर्तन ज़बरन अदला-बदली
  }
why-nothing-fits-until = कोई कार्ड नहीं चलता: जब तक कोई न चले, कार्ड उठाते रहें, फिर उसे चलें।
table-choose-draw-target = { $card }: चुनें कि 2 कार्ड कौन उठाएगा
table-choose-forced-swap = { $card }: बदलना ज़रूरी है, खिलाड़ी चुनें
table-choose-swap-seven = आपने 7 खेला: आपको कार्ड बदलने ही होंगे; एक खिलाड़ी चुनें
table-choose-roulette = रूलेट: एक रंग चुनें; वह रंग आने तक आप कार्ड उठाते रहेंगे
table-any-card = कोई भी कार्ड चलेगा
table-knocked-out = खेल से बाहर!
table-discarded-all = { $count ->
    [one] +{ $count } कार्ड डिस्कार्ड
   *[other] +{ $count } कार्ड डिस्कार्ड
  }
hint-draw-target = { $player } से कार्ड उठवाएँ: उनके पास सबसे कम कार्ड ({ $count }) हैं।
log-knocked-out = { $player } के पास { $count } कार्ड हो गए: दया नियम से खेल से बाहर; उनका हाथ डिस्कार्ड ढेर के नीचे गया।
log-discarded-all = { $player } ने उसी रंग के { $count } और कार्ड डिस्कार्ड किए।
log-drew-roulette = { $player } ने रंग परिवर्तन रूलेट के लिए { $count ->
    [one] { $count } कार्ड पलटा
   *[other] { $count } कार्ड पलटे
  }।
table-knocked-plate = खेल से बाहर
log-start-card-ignored = इसका कोई असर नहीं: सब रंग परिवर्तन में पहले कार्ड का असर नहीं होता।
why-nm-match = { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } कार्ड या { $kind } खेलें, या कोई काला कार्ड।
why-nm-match-color = { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } कार्ड या कोई काला कार्ड खेलें।
why-nm-answer = जुर्माने का जवाब केवल { $value } या ज़्यादा मूल्य का उठवाने वाला कार्ड दे सकता है: { $answers }; या { $count } कार्ड उठाएँ।
why-nm-take = जुर्माने का जवाब केवल { $value } या ज़्यादा मूल्य का उठवाने वाला कार्ड दे सकता है, और आपके पास ऐसा कोई नहीं: { $count } कार्ड उठाएँ।
hint-roulette = { $color ->
    [red] लाल
    [yellow] पीला
    [green] हरा
   *[blue] नीला
  } बोलें: उसके आने तक पलटे गए सारे कार्ड आपके रहेंगे।
hint-draw-target-plain = { $player } से 2 कार्ड उठवाएँ।
