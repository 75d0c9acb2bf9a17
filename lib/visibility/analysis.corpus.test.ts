import { afterAll, describe, expect, it } from "vitest";

import { answerCorpus, type CorpusCase } from "./__fixtures__/answer-corpus";
import { answerCorpusBlind } from "./__fixtures__/answer-corpus-blind";
import { answerCorpusBlind2 } from "./__fixtures__/answer-corpus-blind2";
import { answerCorpusBlind3 } from "./__fixtures__/answer-corpus-blind3";
import { answerCorpusBlind4 } from "./__fixtures__/answer-corpus-blind4";
import { answerCorpusBlind5 } from "./__fixtures__/answer-corpus-blind5";
import { answerCorpusBlind6 } from "./__fixtures__/answer-corpus-blind6";
import { answerCorpusBlind7 } from "./__fixtures__/answer-corpus-blind7";
import { answerCorpusBlind8 } from "./__fixtures__/answer-corpus-blind8";
import { answerCorpusBlind9 } from "./__fixtures__/answer-corpus-blind9";
import { answerCorpusBlind10 } from "./__fixtures__/answer-corpus-blind10";
import { answerCorpusBlind11 } from "./__fixtures__/answer-corpus-blind11";
import { answerCorpusBlind12 } from "./__fixtures__/answer-corpus-blind12";
import { answerCorpusBlind13 } from "./__fixtures__/answer-corpus-blind13";
import { answerCorpusBlind14 } from "./__fixtures__/answer-corpus-blind14";
import { answerCorpusBlind15 } from "./__fixtures__/answer-corpus-blind15";
import { answerCorpusBlind16 } from "./__fixtures__/answer-corpus-blind16";
import { answerCorpusBlind17 } from "./__fixtures__/answer-corpus-blind17";
import { answerCorpusBlind18 } from "./__fixtures__/answer-corpus-blind18";
import { answerCorpusBlind19 } from "./__fixtures__/answer-corpus-blind19";
import { answerCorpusBlind20 } from "./__fixtures__/answer-corpus-blind20";
import { answerCorpusBlind21 } from "./__fixtures__/answer-corpus-blind21";
import { answerCorpusBlind22 } from "./__fixtures__/answer-corpus-blind22";
import { answerCorpusBlind23 } from "./__fixtures__/answer-corpus-blind23";
import { answerCorpusBlind24 } from "./__fixtures__/answer-corpus-blind24";
import { answerCorpusBlind25 } from "./__fixtures__/answer-corpus-blind25";
import { answerCorpusBlind26 } from "./__fixtures__/answer-corpus-blind26";
import { answerCorpusBlind27 } from "./__fixtures__/answer-corpus-blind27";
import { answerCorpusBlind28 } from "./__fixtures__/answer-corpus-blind28";
import { answerCorpusBlind29 } from "./__fixtures__/answer-corpus-blind29";
import { answerCorpusBlind30 } from "./__fixtures__/answer-corpus-blind30";
import { answerCorpusBlind31 } from "./__fixtures__/answer-corpus-blind31";
import { answerCorpusBlind32 } from "./__fixtures__/answer-corpus-blind32";
import { answerCorpusBlind33 } from "./__fixtures__/answer-corpus-blind33";
import { answerCorpusBlind34 } from "./__fixtures__/answer-corpus-blind34";
import { answerCorpusBlind35 } from "./__fixtures__/answer-corpus-blind35";
import { answerCorpusBlind36 } from "./__fixtures__/answer-corpus-blind36";
import { answerCorpusBlind37 } from "./__fixtures__/answer-corpus-blind37";
import { answerCorpusBlind38 } from "./__fixtures__/answer-corpus-blind38";
import { answerCorpusBlind39 } from "./__fixtures__/answer-corpus-blind39";
import { answerCorpusBlind40 } from "./__fixtures__/answer-corpus-blind40";
import { answerCorpusBlind41 } from "./__fixtures__/answer-corpus-blind41";
import { answerCorpusBlind42 } from "./__fixtures__/answer-corpus-blind42";
import { answerCorpusBlind43 } from "./__fixtures__/answer-corpus-blind43";
import { answerCorpusBlind44 } from "./__fixtures__/answer-corpus-blind44";
import { answerCorpusBlind45 } from "./__fixtures__/answer-corpus-blind45";
import { answerCorpusBlind46 } from "./__fixtures__/answer-corpus-blind46";
import { answerCorpusBlind47 } from "./__fixtures__/answer-corpus-blind47";
import { answerCorpusBlind48 } from "./__fixtures__/answer-corpus-blind48";
import { answerCorpusBlind51 } from "./__fixtures__/answer-corpus-blind51";
import { answerCorpusBlind49 } from "./__fixtures__/answer-corpus-blind49";
import { answerCorpusBlind50 } from "./__fixtures__/answer-corpus-blind50";
import { answerCorpusBlind52 } from "./__fixtures__/answer-corpus-blind52";
import { answerCorpusBlind53 } from "./__fixtures__/answer-corpus-blind53";
import { answerCorpusBlind54 } from "./__fixtures__/answer-corpus-blind54";
import { answerCorpusBlind55 } from "./__fixtures__/answer-corpus-blind55";
import { answerCorpusBlind56 } from "./__fixtures__/answer-corpus-blind56";
import { answerCorpusBlind57 } from "./__fixtures__/answer-corpus-blind57";
import { answerCorpusBlind58 } from "./__fixtures__/answer-corpus-blind58";
import { answerCorpusBlind59 } from "./__fixtures__/answer-corpus-blind59";
import { answerCorpusBlind60 } from "./__fixtures__/answer-corpus-blind60";
import { answerCorpusBlind61 } from "./__fixtures__/answer-corpus-blind61";
import { answerCorpusBlind62 } from "./__fixtures__/answer-corpus-blind62";
import { answerCorpusBlind63 } from "./__fixtures__/answer-corpus-blind63";
import { answerCorpusBlind64 } from "./__fixtures__/answer-corpus-blind64";
import { answerCorpusBlind65 } from "./__fixtures__/answer-corpus-blind65";
import { answerCorpusBlind66 } from "./__fixtures__/answer-corpus-blind66";
import { answerCorpusBlind67 } from "./__fixtures__/answer-corpus-blind67";
import { answerCorpusBlind68 } from "./__fixtures__/answer-corpus-blind68";
import { answerCorpusBlind69 } from "./__fixtures__/answer-corpus-blind69";
import { answerCorpusBlind70 } from "./__fixtures__/answer-corpus-blind70";
import { answerCorpusBlind71 } from "./__fixtures__/answer-corpus-blind71";
import { answerCorpusBlind72 } from "./__fixtures__/answer-corpus-blind72";
import { answerCorpusBlind73 } from "./__fixtures__/answer-corpus-blind73";
import { answerCorpusBlind74 } from "./__fixtures__/answer-corpus-blind74";
import { answerCorpusBlind75 } from "./__fixtures__/answer-corpus-blind75";
import { answerCorpusBlind76 } from "./__fixtures__/answer-corpus-blind76";
import { answerCorpusBlind77 } from "./__fixtures__/answer-corpus-blind77";
import { answerCorpusBlind78 } from "./__fixtures__/answer-corpus-blind78";
import { answerCorpusBlind79 } from "./__fixtures__/answer-corpus-blind79";
import { answerCorpusBlind80 } from "./__fixtures__/answer-corpus-blind80";
import { answerCorpusBlind81 } from "./__fixtures__/answer-corpus-blind81";
import { answerCorpusBlind83 } from "./__fixtures__/answer-corpus-blind83";
import { answerCorpusBlind84 } from "./__fixtures__/answer-corpus-blind84";
import { answerCorpusBlind85 } from "./__fixtures__/answer-corpus-blind85";
import { answerCorpusBlind86 } from "./__fixtures__/answer-corpus-blind86";
import { answerCorpusBlind87 } from "./__fixtures__/answer-corpus-blind87";
import { answerCorpusBlind88 } from "./__fixtures__/answer-corpus-blind88";
import { answerCorpusBlind89 } from "./__fixtures__/answer-corpus-blind89";
import { answerCorpusBlind90 } from "./__fixtures__/answer-corpus-blind90";
import { answerCorpusBlind91 } from "./__fixtures__/answer-corpus-blind91";
import { answerCorpusBlind93 } from "./__fixtures__/answer-corpus-blind93";
import { answerCorpusBlind94 } from "./__fixtures__/answer-corpus-blind94";
import { answerCorpusBlind95 } from "./__fixtures__/answer-corpus-blind95";
import { answerCorpusBlind96 } from "./__fixtures__/answer-corpus-blind96";
import { answerCorpusBlind101 } from "./__fixtures__/answer-corpus-blind101";
import { answerCorpusBlind103 } from "./__fixtures__/answer-corpus-blind103";
import { answerCorpusBlind106 } from "./__fixtures__/answer-corpus-blind106";
import { answerCorpusBlind107 } from "./__fixtures__/answer-corpus-blind107";
import { answerCorpusBlind109 } from "./__fixtures__/answer-corpus-blind109";
import { answerCorpusBlind111 } from "./__fixtures__/answer-corpus-blind111";
import { answerCorpusBlind112 } from "./__fixtures__/answer-corpus-blind112";
import { answerCorpusBlind114 } from "./__fixtures__/answer-corpus-blind114";
import { answerCorpusBlind116 } from "./__fixtures__/answer-corpus-blind116";
import { answerCorpusBlind118 } from "./__fixtures__/answer-corpus-blind118";
import { answerCorpusBlind120 } from "./__fixtures__/answer-corpus-blind120";
import { answerCorpusBlind122 } from "./__fixtures__/answer-corpus-blind122";
import { answerCorpusBlind124 } from "./__fixtures__/answer-corpus-blind124";
import { answerCorpusBlind126 } from "./__fixtures__/answer-corpus-blind126";
import { answerCorpusBlind100 } from "./__fixtures__/answer-corpus-blind100";
import { answerCorpusBlind99 } from "./__fixtures__/answer-corpus-blind99";
import { answerCorpusBlind102 } from "./__fixtures__/answer-corpus-blind102";
import { answerCorpusBlind104 } from "./__fixtures__/answer-corpus-blind104";
import { answerCorpusBlind105 } from "./__fixtures__/answer-corpus-blind105";
import { answerCorpusBlind108 } from "./__fixtures__/answer-corpus-blind108";
import { answerCorpusBlind110 } from "./__fixtures__/answer-corpus-blind110";
import { answerCorpusBlind113 } from "./__fixtures__/answer-corpus-blind113";
import { answerCorpusBlind115 } from "./__fixtures__/answer-corpus-blind115";
import { answerCorpusBlind117 } from "./__fixtures__/answer-corpus-blind117";
import { answerCorpusBlind119 } from "./__fixtures__/answer-corpus-blind119";
import { answerCorpusBlind121 } from "./__fixtures__/answer-corpus-blind121";
import { answerCorpusBlind123 } from "./__fixtures__/answer-corpus-blind123";
import { answerCorpusBlind125 } from "./__fixtures__/answer-corpus-blind125";
import { answerCorpusBlind127 } from "./__fixtures__/answer-corpus-blind127";
import { answerCorpusBlind128 } from "./__fixtures__/answer-corpus-blind128";
import { answerCorpusBlind129 } from "./__fixtures__/answer-corpus-blind129";
import { answerCorpusBlind133 } from "./__fixtures__/answer-corpus-blind133";
import { answerCorpusBlind97 } from "./__fixtures__/answer-corpus-blind97";
import { answerCorpusBlind98 } from "./__fixtures__/answer-corpus-blind98";
import { answerCorpusBlind92 } from "./__fixtures__/answer-corpus-blind92";
import { answerCorpusBlind82 } from "./__fixtures__/answer-corpus-blind82";
import { answerCorpusEngines } from "./__fixtures__/answer-corpus-engines";
import { answerCorpusHoldout } from "./__fixtures__/answer-corpus-holdout";
import { addMetrics, emptyMetrics, formatMetrics, rates, sameName, scoreCase } from "./__fixtures__/corpus-metrics";
import { analyzeByRules } from "./__fixtures__/rules-only";

/**
 * The gated corpora: the main corpus and an early hold-out corpus are checked case by
 * case (they keep their figures); all are scored together against the thresholds the
 * product promises. Each blind corpus was written without reading the analysis, first
 * only reported (REPORT_ONLY), then fixed by general rules (each with a unit test on an
 * example of its own) and gated. Once fixed against, a corpus no longer measures the
 * analysis on answers it has not met; the figures each one had while held out are in the
 * README's table of held-out measurements (section "Live-test API").
 */
const CORPORA = [
  { name: "German answer corpus", cases: answerCorpus, exact: true },
  { name: "German hold-out corpus", cases: answerCorpusHoldout, exact: true },
  { name: "Assistant-style corpus", cases: answerCorpusEngines, exact: false },
  { name: "Blind corpus, used for fixes", cases: answerCorpusBlind, exact: false },
  { name: "Second blind corpus, used for fixes", cases: answerCorpusBlind2, exact: false },
  { name: "Third blind corpus, used for fixes", cases: answerCorpusBlind3, exact: false },
  { name: "Fourth blind corpus, used for fixes", cases: answerCorpusBlind4, exact: false },
  { name: "Fifth blind corpus, used for fixes", cases: answerCorpusBlind5, exact: false },
  { name: "Sixth blind corpus, used for fixes", cases: answerCorpusBlind6, exact: false },
  { name: "Seventh blind corpus, used for fixes", cases: answerCorpusBlind7, exact: false },
  { name: "Eighth blind corpus, used for fixes", cases: answerCorpusBlind8, exact: false },
  { name: "Ninth blind corpus, used for fixes", cases: answerCorpusBlind9, exact: false },
  { name: "Tenth blind corpus, used for fixes", cases: answerCorpusBlind10, exact: false },
  { name: "Eleventh blind corpus, used for fixes", cases: answerCorpusBlind11, exact: false },
  { name: "Twelfth blind corpus, used for fixes", cases: answerCorpusBlind12, exact: false },
  { name: "Thirteenth blind corpus, used for fixes", cases: answerCorpusBlind13, exact: false },
  { name: "Fourteenth blind corpus, used for fixes", cases: answerCorpusBlind14, exact: false },
  { name: "Fifteenth blind corpus, used for fixes", cases: answerCorpusBlind15, exact: false },
  { name: "Sixteenth blind corpus, used for fixes", cases: answerCorpusBlind16, exact: false },
  { name: "Nineteenth blind corpus, used for fixes", cases: answerCorpusBlind19, exact: false },
  // Seen in round 15 (its deviations were printed); training since round 16.
  { name: "Twentieth blind corpus, used for fixes", cases: answerCorpusBlind20, exact: false },
  // Written apart from the rules as a training corpus for round 17; its round-16 figures were measured
  // before any fix (README, table of held-out measurements), then its deviations were read for rules.
  { name: "Twenty-second blind corpus, used for fixes", cases: answerCorpusBlind22, exact: false },
  // Written apart from the rules as a training corpus for round 18; measured under round 17's rules before any
  // fix (README, table of held-out measurements: mention 96.9 %, position 96.3 %, P 0.939, R 1.000), then its
  // deviations were read for rules.
  { name: "Twenty-fourth blind corpus, used for fixes", cases: answerCorpusBlind24, exact: false },
  // Written apart from the rules as a training corpus for round 19 (capitalised non-business word groups, mixed
  // lists); its figures under round 18 before any fix: mention 95.0 % (38/40), position 88.6 % (31/35),
  // competitors P 0.748 R 0.905 F1 0.819, tone 90.0 %, platforms P 0.970 R 1.000. Then its deviations were read for rules
  // (round19a-rules.test.ts, round19c-rules.test.ts, round19d-rules.test.ts).
  { name: "Twenty-fifth blind corpus, used for fixes", cases: answerCorpusBlind25, exact: false },
  // Written apart from the rules as a training corpus for round 19 (position traps: businesses in the introduction,
  // tables, chains, „Weitere Optionen“, a business named twice); its figures under round 18's rules before any fix:
  // mention 95.0 % (38/40), position 80.0 % (28/35), competitors P 0.910 R 0.927 F1 0.918, tone 92.5 %,
  // platforms P 1.000 R 1.000. Then its deviations were read for rules (round19b-rules.test.ts).
  { name: "Twenty-sixth blind corpus, used for fixes", cases: answerCorpusBlind26, exact: false },
  // Written apart from the rules as a training corpus for round 20 (many trades, DE/AT/CH, every engine style); its
  // figures under round 19's rules before any fix: mention 100 % (40/40), position 90.9 % (30/33), competitors
  // P 0.969 R 0.984 F1 0.977, tone 95.0 % (38/40), platforms P 0.959 R 0.973. Then its deviations were read for rules
  // (round20b-rules.test.ts).
  { name: "Twenty-eighth blind corpus, used for fixes", cases: answerCorpusBlind28, exact: false },
  // Written apart from the rules as a training corpus for round 20 (labelled notes and topic lists beside the businesses,
  // sights and areas named like a business, owners, chains, closures); its figures under round 19's rules before any fix:
  // mention 92.5 % (37/40), position 87.9 % (29/33), competitors P 0.791 R 0.919 F1 0.850, tone 85.0 % (34/40),
  // platforms P 0.903 R 0.933. Then its deviations were read for rules (round20a-rules.test.ts).
  { name: "Twenty-ninth blind corpus, used for fixes", cases: answerCorpusBlind29, exact: false },
  // Written apart from the rules as a training corpus for round 21 (realistic answers of all five styles, DE/AT/CH); its
  // figures under round 20's rules before any fix: mention 95.0 % (38/40), position 97.0 % (32/33), competitors P 0.908
  // R 0.939 F1 0.923, tone 85.0 % (34/40), platforms P 0.983 R 1.000. Then its deviations were read for rules
  // (round21a-rules.test.ts); after: mention 100 %, position 100 %, P 1.000 R 0.983, tone 100 %, platforms P 0.983 R 1.000.
  { name: "Thirty-first blind corpus, used for fixes", cases: answerCorpusBlind31, exact: false },
  // Written apart from the rules as a training corpus for round 21; its figures under round 20's rules before any fix:
  // mention 92.5 % (37/40), position 97.0 % (32/33), competitors P 0.910 R 0.965 F1 0.937, tone 90.0 % (36/40),
  // platforms P 0.980 R 0.980; after round 21b: mention 97.5 % (39/40), position 97.0 % (32/33), competitors P 0.982
  // R 0.974 F1 0.978, tone 97.5 % (39/40), platforms P 0.980 R 0.980 (round21b-rules.test.ts).
  { name: "Thirty-second blind corpus, used for fixes", cases: answerCorpusBlind32, exact: false },
  // Written apart from the rules as a training corpus for round 22; its figures under round 21's rules before any change:
  // mention 95.0 % (38/40), position 80.0 % (24/30), competitors P 0.981 R 0.936 F1 0.958, tone 92.5 % (37/40), platforms
  // P 0.983 R 1.000; with the first judge (not trained on it) the same but competitors P 1.000. Then the judge was trained on it.
  { name: "Thirty-sixth blind corpus, used for the judge", cases: answerCorpusBlind36, exact: false },
  // Written apart as training corpora for round 22; each measured under round 21's rules, and with the judge trained on the
  // corpora before it (not on it), before it was read or trained on (README, "Round 22"):
  // blind37 (non-business word groups where businesses stand): rules P 0.759 R 0.990, position 80.0 %; judge P 0.858 R 0.981, position 86.7 %.
  // blind38 (where the visitor stands among others): rules P 0.939 R 0.955, position 100 %; judge P 0.963 R 0.929, position 100 %.
  // blind39 (today's answer shapes, rarer trades): rules P 0.896 R 0.969, position 83.3 %; judge P 0.904 R 0.959, position 83.3 %.
  { name: "Thirty-seventh blind corpus, used for the judge", cases: answerCorpusBlind37, exact: false },
  { name: "Thirty-eighth blind corpus, used for the judge", cases: answerCorpusBlind38, exact: false },
  { name: "Thirty-ninth blind corpus, used for the judge", cases: answerCorpusBlind39, exact: false },
  // Written apart as report-only corpora of long answers (round 28) and measured so once, then read for rules and the
  // judge (README, "Round 28"): blind40 under round 27's rules: mention 87.5 % (35/40; three of its expectations no reader
  // could meet, corrected), position 83.3 %, competitors P 0.818 R 0.991; blind41 under round 28's first rules: mention
  // 97.5 %, position 92.9 %, competitors P 0.918 R 0.976.
  { name: "Fortieth blind corpus, used for fixes", cases: answerCorpusBlind40, exact: false },
  { name: "Forty-first blind corpus, used for fixes", cases: answerCorpusBlind41, exact: false },
  // Written apart as a training corpus of long answers (round 29), measured once under round 29's platform rules: mention
  // 100 %, position 96.7 %, competitors P 0.894 R 0.973; then read for rules and the judge (README, "Round 29").
  { name: "Forty-fourth blind corpus, used for fixes", cases: answerCorpusBlind44, exact: false },
  // Written apart as a training corpus (round 29) on how the visitor is named; measured once under round 29's rules from
  // blind44: mention 90.0 %, position 95.2 %, competitors P 1.000 R 0.960; then read for rules and the judge.
  { name: "Forty-fifth blind corpus, used for fixes", cases: answerCorpusBlind45, exact: false },
  // Written apart as a training corpus of long answers (round 29) on where the visitor is named; measured once under
  // round 29's rules from blind45: mention 93.3 %, position 95.5 %, competitors P 0.991 R 0.965; then read.
  { name: "Forty-sixth blind corpus, used for fixes", cases: answerCorpusBlind46, exact: false },
  // Written apart as report-only (round 29, long answers) and measured so: mention 90.0 %, position 86.7 %, competitors
  // P 0.923 R 0.931, the same after all of round 29's rules; round 30 read its deviations for rules and the judge.
  { name: "Forty-third blind corpus, used for fixes", cases: answerCorpusBlind43, exact: false },
  // Written apart as a training corpus (round 30) on whether the visitor is named; measured once under round 30's rules
  // from blind43: mention 90.0 %, position 90.0 %, competitors P 0.964 R 0.946; then read for rules and the judge.
  { name: "Forty-ninth blind corpus, used for fixes", cases: answerCorpusBlind49, exact: false },
  // Written apart as a training corpus of long answers (round 30) on whether and where the visitor is named; measured once
  // under round 30's rules from blind49: mention 87.5 %, position 90.0 %, competitors P 0.960 R 0.952; then read.
  { name: "Fiftieth blind corpus, used for fixes", cases: answerCorpusBlind50, exact: false },
  // Written apart as a training corpus of long answers (round 32, 311–421 words) on whether and where the visitor is
  // named; measured once under round 31's rules before it was read: rules + judge mention 97.5 %, position 90.0 %,
  // competitors P 0.966 R 0.923; rules alone position 85.0 %, P 0.913 R 0.942. Then read for rules and the judge.
  { name: "Fifty-second blind corpus, used for fixes", cases: answerCorpusBlind52, exact: false },
  // Written apart as a training corpus of grounded answers with sources (round 32, 385–517 words); measured once under
  // round 32's rules from blind52 before it was read: rules + judge mention 85.0 %, position 75.0 %, competitors P 0.855
  // R 0.925, tone 82.5 %; rules alone P 0.836 R 0.931. Then read for rules and the judge.
  { name: "Fifty-fourth blind corpus, used for fixes", cases: answerCorpusBlind54, exact: false },
  // Written apart as a training corpus of grounded answers in more engines' shapes (round 32, 262–367 words); measured once
  // under round 32's rules from blind54 before it was read: rules + judge mention 85.0 %, position 85.0 %, competitors
  // P 0.946 R 0.927, tone 82.5 %; rules alone P 0.921 R 0.927. Then read for rules and the judge.
  { name: "Fifty-fifth blind corpus, used for fixes", cases: answerCorpusBlind55, exact: false },
  // Written apart as a training corpus (round 33, 123–411 words) on whether the visitor is named in hard ways (short forms,
  // owners, domains; namesakes, other branches and trades, the site only in sources); measured once under round 32's rules
  // before it was read: rules + judge mention 85.0 %, position 90.0 %, competitors P 0.963 R 0.923, tone 77.5 %; rules
  // alone P 0.942 R 0.923. Then read for rules and the judge.
  { name: "Fifty-sixth blind corpus, used for fixes", cases: answerCorpusBlind56, exact: false },
  // Written apart as a training corpus (round 33, 162–471 words) in rarer trades and places, with and without web search;
  // measured once under round 33's rules from blind56 before it was read: rules + judge mention 92.5 %, position 95.0 %,
  // competitors P 0.964 R 0.964, tone 85.0 %; rules alone P 0.931 R 0.971. Then read for rules and the judge.
  { name: "Fifty-eighth blind corpus, used for fixes", cases: answerCorpusBlind58, exact: false },
  // Written apart as a training corpus (round 33, 88–438 words) of everyday questions in every engine's shape; measured
  // once under round 33's rules from blind58 before it was read: rules + judge mention 90.0 %, position 80.0 %,
  // competitors P 0.957 R 0.964, tone 85.0 %; rules alone mention 87.5 %, position 75.0 %, P 0.924 R 0.964. Then read.
  { name: "Fifty-ninth blind corpus, used for fixes", cases: answerCorpusBlind59, exact: false },
  // Written apart as a training corpus of long answers (round 33, 308–527 words) full of things that are no business;
  // measured once under round 33's rules from blind59 before it was read: rules + judge mention 87.5 %, position 90.0 %,
  // competitors P 0.910 R 0.947, tone 87.5 %; rules alone P 0.862 R 0.947. Then read for rules and the judge.
  { name: "Sixtieth blind corpus, used for fixes", cases: answerCorpusBlind60, exact: false },
  // Written apart as a training corpus (round 34, 122–426 words) on whether the visitor is named in hard forms
  // (abbreviations, word order, owners, tables, closing sentences; namesakes, same surnames, longer names); measured once
  // under round 33's rules before it was read: rules + judge mention 87.5 %, position 90.0 %, competitors P 0.981
  // R 0.964, tone 85.0 %; rules alone P 0.964 R 0.964. Then read for rules and the judge.
  { name: "Sixty-first blind corpus, used for fixes", cases: answerCorpusBlind61, exact: false },
  // Written apart as a training corpus (round 34, 103–435 words) of everyday questions in every engine's shape; measured
  // once under round 33's rules before it was read: rules + judge mention 92.5 %, position 90.0 %, competitors P 0.968
  // R 0.953, tone 87.5 %; rules alone P 0.946 R 0.953. Then read for rules and the judge.
  { name: "Sixty-second blind corpus, used for fixes", cases: answerCorpusBlind62, exact: false },
  // Written apart as a training corpus (round 34, 106–428 words) on visitors' names of unusual shapes (common words,
  // numbers, foreign words, "&", abbreviations, places, first names, long legal names); measured once under round 34's
  // rules from blind62 before it was read: rules + judge mention 90.0 %, position 95.0 %, competitors P 1.000 R 0.951,
  // tone 90.0 %; rules alone P 0.992 R 0.959. Then read for rules and the judge.
  { name: "Sixty-fourth blind corpus, used for fixes", cases: answerCorpusBlind64, exact: false },
  // Written apart as a training corpus (round 34, 259–529 words) of long grounded answers with many sources; measured
  // once under round 34's rules from blind64 before it was read: rules + judge mention 97.5 %, position 80.0 %,
  // competitors P 0.934 R 0.979, tone 97.5 %; rules alone P 0.867 R 0.993. Then read for rules and the judge.
  { name: "Sixty-fifth blind corpus, used for fixes", cases: answerCorpusBlind65, exact: false },
  // Written apart as a training corpus (round 34, 108–462 words) on the visitor named loosely or nearly; measured once
  // under round 34's rules from blind65 before it was read: rules + judge mention 77.5 %, position 75.0 %, competitors
  // P 0.955 R 0.927, tone 75.0 %; rules alone P 0.920 R 0.927. Then read for rules and the judge.
  { name: "Sixty-sixth blind corpus, used for fixes", cases: answerCorpusBlind66, exact: false },
  // Written apart as a training corpus (round 35, 108–464 words) on everyday questions in trades seldom covered; measured
  // once under round 34's rules before it was read: rules + judge mention 97.5 %, position 90.0 %, competitors P 0.970
  // R 0.942, tone 95.0 %; rules alone P 0.900 R 0.961. Then read for rules and the judge.
  { name: "Seventy-first blind corpus, used for fixes", cases: answerCorpusBlind71, exact: false },
  // Written apart as a training corpus (round 35, 104–437 words) on the visitor named or only something near it (namesakes,
  // same surnames, branches, former names, owners working elsewhere); measured once under round 35's rules from blind71
  // before it was read: rules + judge mention 90.0 %, position 95.0 %, competitors P 0.971 R 0.971, tone 90.0 %; rules
  // alone mention 92.5 %, P 0.944 R 0.971. Then read for rules and the judge.
  { name: "Sixty-ninth blind corpus, used for fixes", cases: answerCorpusBlind69, exact: false },
  // Written apart as a training corpus (round 35, 309–464 words) of long grounded answers with many sources; measured once
  // under round 35's rules from blind71 before it was read: rules + judge mention 100.0 %, position 85.0 %, competitors
  // P 0.882 R 0.918, tone 97.5 %; rules alone position 80.0 %, P 0.834 R 0.928. Then read for rules and the judge.
  { name: "Seventieth blind corpus, used for fixes", cases: answerCorpusBlind70, exact: false },
  // Written apart as a training corpus (round 35, 104–447 words) on people and practices (owners with titles and double
  // surnames, first names, staff, namesakes); measured once under round 35's rules from blind71 and blind70 before it was
  // read: rules + judge mention 90.0 %, position 90.0 %, competitors P 0.991 R 0.982, tone 87.5 %; rules alone P 0.957
  // R 0.982. Then read for rules and the judge.
  { name: "Seventy-third blind corpus, used for fixes", cases: answerCorpusBlind73, exact: false },
  // Written apart as a training corpus (round 35, 102–445 words) on the shapes assistants use today (source cards, mixed
  // detail lists, tables repeating names, source lists of several forms); measured once under round 35's rules from
  // blind69–71 and part of blind73 before it was read: rules + judge mention 100.0 %, position 95.0 %, competitors P 0.946
  // R 0.953, tone 97.5 %; rules alone position 90.0 %, P 0.904 R 0.953. Then read for rules and the judge.
  { name: "Seventy-second blind corpus, used for fixes", cases: answerCorpusBlind72, exact: false },
  // Written apart as a training corpus (round 35, 102–449 words) of realistic everyday answers with close look-alikes;
  // measured once under round 35's rules from blind69–73 before it was read: rules + judge mention 95.0 %, position
  // 100.0 %, competitors P 0.991 R 0.982, tone 95.0 %; rules alone P 0.964 R 0.982. Then read for rules and the judge.
  { name: "Seventy-fifth blind corpus, used for fixes", cases: answerCorpusBlind75, exact: false },
  // Written apart as a training corpus (round 35, 101–460 words) on the visitor or a look-alike (common words, places,
  // shared surnames, branches); measured once under round 35's rules from blind69–73 before it was read: rules + judge
  // mention 97.5 %, position 95.0 %, competitors P 0.981 R 0.981, tone 95.0 %; rules alone P 0.964 R 0.991. Then read for
  // rules and the judge.
  { name: "Seventy-sixth blind corpus, used for fixes", cases: answerCorpusBlind76, exact: false },
  // Written apart as a training corpus (round 35, 151–471 words) of answers with sources in every form (the visitor's site
  // cited for it, for another business or only among the sources); measured once under round 35's rules from blind69–75
  // before it was read: rules + judge mention 92.5 %, position 95.0 %, competitors P 0.981 R 0.962, tone 92.5 %; rules
  // alone P 0.953 R 0.971. Then read for rules and the judge.
  { name: "Seventy-seventh blind corpus, used for fixes", cases: answerCorpusBlind77, exact: false },
  // Written apart as a training corpus (round 36, 101–461 words) on answers with judgement (caveats, closed, booked-up and
  // advised-against businesses, tables of pros and cons); measured once under round 35's rules before it was read: rules +
  // judge mention 92.5 %, position 95.0 %, competitors P 0.928 R 0.938, tone 85.0 %; rules alone P 0.910 R 0.948. Then
  // read for rules and the judge.
  { name: "Eightieth blind corpus, used for fixes", cases: answerCorpusBlind80, exact: false },
  // Written apart as a training corpus (round 36, 107–461 words) on prose-heavy answers (names introduced in sentences, two
  // names in one sentence, people who may stand for the visitor); measured once under round 35's rules before it was read:
  // rules + judge mention 95.0 %, position 95.0 %, competitors P 0.979 R 0.949, tone 92.5 %; rules alone P 0.887 R 0.949.
  // Then read for rules and the judge.
  { name: "Eighty-first blind corpus, used for fixes", cases: answerCorpusBlind81, exact: false },
  // Written apart as a training corpus (round 36, 102–447 words) on long lists with the visitor low in them or in a closing
  // line, among platforms, chains and word groups that are no business; measured once under round 35's rules before it was
  // read: rules + judge mention 95.0 %, position 75.0 %, competitors P 0.990 R 0.923, tone 95.0 %; rules alone mention
  // 90.0 %, P 0.946 R 0.959. Then read for rules and the judge.
  { name: "Seventy-eighth blind corpus, used for fixes", cases: answerCorpusBlind78, exact: false },
  // Written apart as a training corpus (round 36, 104–454 words) on the visitor named loosely (typos, owners, word order,
  // table cells, other legal forms) or only nearly (look-alikes); measured once under round 35's rules before it was read:
  // rules + judge mention 82.5 %, position 65.0 %, competitors P 0.906 R 0.956, tone 77.5 %; rules alone mention 85.0 %,
  // P 0.821 R 0.956. Then read for rules and the judge.
  { name: "Seventy-ninth blind corpus, used for fixes", cases: answerCorpusBlind79, exact: false },
  // Written apart as a training corpus (round 37, 94–441 words) on look-alikes that are not the visitor (same surname in another trade, the owner in another role, a branch, a name after the visitor's street or village); measured once under round 36's rules before it
  // was read: rules + judge mention 87.5 %, position 95.0 %, competitors P 0.973 R 0.955, tone 85.0 %; rules alone position 85.0 %, P 0.915 R 0.955. Then read for rules and the judge.
  { name: "Eighty-third blind corpus, used for fixes", cases: answerCorpusBlind83, exact: false },
  // Written apart as a training corpus (round 37, 93–460 words) on the visitor named loosely (owner or doctor only, domain, abbreviation, inflection, table cell, comparison, closing line); measured once under round 36's rules before it
  // was read: rules + judge mention 87.5 %, position 65.0 %, competitors P 0.931 R 0.922, tone 85.0 %; rules alone P 0.905 R 0.922. Then read for rules and the judge.
  { name: "Eighty-fourth blind corpus, used for fixes", cases: answerCorpusBlind84, exact: false },
  // Written apart as a training corpus (round 37, 96–435 words) on the engines' formats (map entries, numbered sources, superscripts, tables, topic headings, the visitor's site only among the sources); measured once under round 36's rules before it
  // was read: rules + judge mention 100.0 %, position 95.0 %, competitors P 0.970 R 0.970, tone 100.0 %; rules alone position 90.0 %, P 0.941 R 0.970. Then read for rules and the judge.
  { name: "Eighty-fifth blind corpus, used for fixes", cases: answerCorpusBlind85, exact: false },
  // Written apart as a training corpus (round 37, 92–472 words) on judgement and names in prose (closed, moved, renamed, booked-up and advised-against businesses; names introduced in sentences; two names in one item); measured once under round 36's rules before it
  // was read: rules + judge mention 100.0 %, position 100.0 %, competitors P 0.950 R 0.841, tone 97.5 %; rules alone P 0.874 R 0.858. Then read for rules and the judge.
  { name: "Eighty-sixth blind corpus, used for fixes", cases: answerCorpusBlind86, exact: false },
  // Written apart as a training corpus (round 38) on a general everyday mix (84–584 words, median 217.5); measured once under round 37's rules before it
  // was read: rules + judge mention 97.5 %, position 100.0 %, competitors P 0.990 R 0.942, tone 92.5 %; rules alone P 0.952 R 0.952. Then read for rules and the judge.
  { name: "Eighty-eighth blind corpus, used for fixes", cases: answerCorpusBlind88, exact: false },
  // Written apart as a training corpus (round 38) on long answers with names in running text, tips and caveats (97–528 words, median 347); measured once under round 37's rules before it
  // was read: rules + judge mention 97.5 %, position 95.0 %, competitors P 0.957 R 0.918, tone 90.0 %; rules alone position 85.0 %, P 0.911 R 0.926. Then read for rules and the judge.
  { name: "Eighty-ninth blind corpus, used for fixes", cases: answerCorpusBlind89, exact: false },
  // Written apart as a training corpus (round 38) on look-alikes (16 of the 20 answers without the visitor hold one, 8 of the 20 with it) (84–554 words, median 220.5); measured once under round 37's rules before it
  // was read: rules + judge mention 92.5 %, position 85.0 %, competitors P 0.981 R 0.945, tone 90.0 %; rules alone mention 90.0 %, P 0.955 R 0.955. Then read for rules and the judge.
  { name: "Ninetieth blind corpus, used for fixes", cases: answerCorpusBlind90, exact: false },
  // Written apart as a training corpus (round 38) on the visitor named loosely (owner or doctor only, surname with trade, old name, misspelling, website only, family name, other legal form) (88–591 words, median 229); measured once under round 37's rules before it
  // was read: rules + judge mention 75.0 %, position 50.0 %, competitors P 0.907 R 0.933, tone 75.0 %; rules alone position 45.0 %, P 0.860 R 0.942. Then read for rules and the judge.
  { name: "Ninety-first blind corpus, used for fixes", cases: answerCorpusBlind91, exact: false },
  // Written apart as a training corpus (round 39): everyday answers of all engines (Emsland/Grafschaft Bentheim, Westerwald, Oberpfalz, Waldviertel, Unterkärnten, Hinterthurgau, Luzerner Hinterland; 87–512 words, median 153); measured once under round 38's
  // rules before it was read: rules + judge mention 100.0 %, position 95.0 %, competitors P 0.990 R 0.943, tone 97.5 %; rules alone P 0.935 R 0.943. Then read for rules and the judge.
  { name: "Ninety-third blind corpus, used for fixes", cases: answerCorpusBlind93, exact: false },
  // Written apart as a training corpus (round 39): everyday answers of all engines (Hohenlohe, Vogelsberg, Mecklenburgische Seenplatte, Außerfern, Pinzgau, Emmental/Oberaargau, Thal/Gäu; 83–521 words, median 159); measured once under round 38's
  // rules before it was read: rules + judge mention 92.5 %, position 90.0 %, competitors P 1.000 R 0.952, tone 80.0 %; rules alone P 0.980 R 0.962. Then read for rules and the judge.
  { name: "Ninety-fourth blind corpus, used for fixes", cases: answerCorpusBlind94, exact: false },
  // Written apart as a training corpus (round 39): everyday answers of all engines (Sauerland, Altmark, Ostallgäu, Murtal/Murau, Mühlviertel, Freiamt, Ausserschwyz; 81–566 words, median 181.5); measured once under round 38's
  // rules before it was read: rules + judge mention 95.0 %, position 100.0 %, competitors P 0.970 R 0.961, tone 92.5 %; rules alone P 0.916 R 0.961. Then read for rules and the judge.
  { name: "Ninety-fifth blind corpus, used for fixes", cases: answerCorpusBlind95, exact: false },
  // Written apart as a training corpus (round 39): everyday answers of all engines (Dithmarschen, Eichsfeld, Saarpfalz, Bregenzerwald/Walgau, Mittelburgenland, Toggenburg, Prättigau/Davos; 80–562 words, median 179); measured once under round 38's
  // rules before it was read: rules + judge mention 87.5 %, position 95.0 %, competitors P 0.980 R 0.935, tone 82.5 %; rules alone P 0.927 R 0.944. Then read for rules and the judge.
  { name: "Ninety-sixth blind corpus, used for fixes", cases: answerCorpusBlind96, exact: false },
  // Written apart as a training corpus (round 48): everyday answers of all engines (Reinhardswald/Oberweser, südliches Waldviertel, Bucheggberg; 66–627 words, median 156); measured once
  // under round 47's rules before it was read: rules + judge mention 95.0 %, position 95.0 %, competitors P 0.923 R 0.960, tone 95.0 %; rules alone P 0.836 R 0.970. Then read for rules.
  { name: "Hundred-and-first blind corpus, used for fixes", cases: answerCorpusBlind101, exact: false },
  // Written apart as a training corpus (round 49): everyday answers of all engines (Thüringer Meer/Schiefergebirge, Mittelkärnten, Seeland BE; 67–619 words, median 159.5); measured
  // once under round 48's rules before it was read: rules + judge mention 92.5 %, position 90.0 %, competitors P 0.961 R 0.961, tone 85.0 %; rules alone P 0.839 R 0.961. Then read for rules.
  { name: "Hundred-and-third blind corpus, used for fixes", cases: answerCorpusBlind103, exact: false },
  // Written apart as a training corpus (round 49): everyday answers of all engines (Tecklenburger Land, Saalfeldner Becken/Leoganger Tal, Baselbieter Tafeljura; 62–627 words, median
  // 172); measured once under round 49's first rules and judge before it was read: rules + judge mention 95.0 %, position 95.0 %, competitors P 0.941 R 0.941, tone 90.0 %; rules alone P 0.819 R 0.941.
  { name: "Hundred-and-sixth blind corpus, used for fixes", cases: answerCorpusBlind106, exact: false },
  // Written apart as a training corpus (round 50): everyday answers of all engines (Arneburg-Goldbeck/Altmark, Gölsental, Tal der Önz/Buchsiberge; 61–639 words, median
  // 161); measured once under round 49's rules and judge before it was read: rules + judge mention 92.5 %, position 85.0 %, competitors P 0.973 R 0.991, tone 90.0 %; rules alone P 0.947 R 0.991.
  { name: "Hundred-and-seventh blind corpus, used for fixes", cases: answerCorpusBlind107, exact: false },
  // Written apart as a training corpus of look-alikes (round 50): the visitor named only in other forms of its name, or a look-alike instead (Leinebergland, Lipizzanerheimat,
  // Ruedertal); measured once under round 50's first rules and round 49's judge before it was read: rules + judge mention 87.5 %, position 85.0 %, competitors P 0.964 R 0.955, tone 82.5 %; rules alone P 0.914 R 0.955.
  { name: "Hundred-and-ninth blind corpus, used for fixes", cases: answerCorpusBlind109, exact: false },
  // Written apart as a training corpus of look-alikes (round 50): the visitor named only in other forms of its name, or a look-alike instead (Griese Gegend, March-Thaya-Auen,
  // Pfannenstil); measured once under round 50's rules and retrained judge before it was read: rules + judge mention 87.5 %, position 75.0 %, competitors P 0.898 R 0.922, tone 87.5 %; rules alone P 0.876 R 0.922.
  { name: "Hundred-and-eleventh blind corpus, used for fixes", cases: answerCorpusBlind111, exact: false },
  // Written apart as a training corpus of look-alikes (round 51): the visitor named only in other forms of its name, or a look-alike instead (Bauland, Schneebergland,
  // Knonaueramt); measured once under round 50's rules and judge and round 51's first rule before it was read: rules + judge mention 87.5 %, position 70.0 %, competitors P 0.937 R 0.983, tone 85.0 %; rules alone P 0.901 R 0.983.
  { name: "Hundred-and-fourteenth blind corpus, used for fixes", cases: answerCorpusBlind114, exact: false },
  // Written apart as a training corpus of look-alikes (round 51): the visitor named only in other forms of its name, or a look-alike instead (Wittgensteiner Land,
  // Stiefingtal/Schwarzautal, Längenberg); measured once under round 51's rules (after blind114's) before it was read: rules + judge mention 85.0 %, position 85.0 %, competitors P 0.959
  // R 0.992, tone 85.0 %; rules alone P 0.901 R 0.992.
  { name: "Hundred-and-twelfth blind corpus, used for fixes", cases: answerCorpusBlind112, exact: false },
  // Written apart as a training corpus of look-alikes (round 52): the visitor named only in other forms of its name, or a look-alike instead (Elbe-Elster,
  // Bezirk Güssing, Zulgtal/Eriz); measured once under round 51's rules and judge before it was read: rules + judge mention 75.0 %, position 75.0 %, competitors
  // P 0.964 R 0.982, tone 75.0 %; rules alone P 0.939 R 0.982.
  { name: "Hundred-and-sixteenth blind corpus, used for fixes", cases: answerCorpusBlind116, exact: false },
  // Written apart as a training corpus of look-alikes (round 52): the visitor named only in other forms of its name, or a look-alike instead (Marburger
  // Land/Oberlahn, Bezirk Murau, oberes Fricktal/Mettauertal); measured once under round 52's rules up to then (blind116's) and round 51's judge before it was
  // read: rules + judge mention 85.0 %, position 90.0 %, competitors P 0.946 R 0.972, tone 85.0 %; rules alone P 0.897 R 0.963.
  { name: "Hundred-and-eighteenth blind corpus, used for fixes", cases: answerCorpusBlind118, exact: false },
  { name: "Hundred-and-twentieth blind corpus, training (not yet read for a rule)", cases: answerCorpusBlind120, exact: false },
  { name: "Hundred-and-twenty-second blind corpus, training (not yet read for a rule)", cases: answerCorpusBlind122, exact: false },
  { name: "Hundred-and-twenty-fourth blind corpus, training (not yet read for a rule)", cases: answerCorpusBlind124, exact: false },
  { name: "Hundred-and-twenty-sixth blind corpus, training (not yet read for a rule)", cases: answerCorpusBlind126, exact: false },
];

/**
 * Corpora written without reading the analysis code and not yet used for fixes:
 * measuring sticks, not gates. Only their figures are printed, never their deviations
 * (a deviation read is a rule written for it); they count toward neither the whole
 * corpus nor the thresholds.
 */
const REPORT_ONLY: { name: string; cases: CorpusCase[] }[] = [
  { name: "Seventeenth blind corpus (held out)", cases: answerCorpusBlind17 },
  { name: "Eighteenth blind corpus (held out)", cases: answerCorpusBlind18 },
  { name: "Seventeenth and eighteenth together (held out)", cases: [...answerCorpusBlind17, ...answerCorpusBlind18] },
  { name: "Twenty-first blind corpus (held out, never read for rules)", cases: answerCorpusBlind21 },
  { name: "Twenty-third blind corpus (held out, never read for rules)", cases: answerCorpusBlind23 },
  { name: "Twenty-seventh blind corpus (held out, never read for rules)", cases: answerCorpusBlind27 },
  { name: "Thirtieth blind corpus (held out, never read for rules)", cases: answerCorpusBlind30 },
  { name: "Thirty-third blind corpus (held out, never read for rules)", cases: answerCorpusBlind33 },
  { name: "Thirty-fourth blind corpus (held out, never read for rules)", cases: answerCorpusBlind34 },
  { name: "Thirty-fifth blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind35 },
  { name: "Forty-second blind corpus (held out, long answers, never read for rules or the judge)", cases: answerCorpusBlind42 },
  { name: "Forty-seventh blind corpus (held out, long answers, never read for rules or the judge)", cases: answerCorpusBlind47 },
  { name: "Forty-eighth blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind48 },
  { name: "Fifty-first blind corpus (held out, long answers, never read for rules or the judge)", cases: answerCorpusBlind51 },
  { name: "Fifty-third blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind53 },
  { name: "Fifty-seventh blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind57 },
  { name: "Sixty-third blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind63 },
  { name: "Sixty-seventh blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind67 },
  { name: "Sixty-eighth blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind68 },
  { name: "Seventy-fourth blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind74 },
  { name: "Eighty-second blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind82 },
  { name: "Eighty-seventh blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind87 },
  { name: "Ninety-second blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind92 },
  { name: "Ninety-seventh blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind97 },
  { name: "Ninety-eighth blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind98 },
  { name: "Hundredth blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind100 },
  { name: "Ninety-ninth blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind99 },
  { name: "Hundred-and-second blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind102 },
  { name: "Hundred-and-fourth blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind104 },
  { name: "Hundred-and-fifth blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind105 },
  { name: "Hundred-and-eighth blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind108 },
  { name: "Hundred-and-tenth blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind110 },
  { name: "Hundred-and-thirteenth blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind113 },
  { name: "Hundred-and-fifteenth blind corpus (held out, look-alikes, never read for rules or the judge)", cases: answerCorpusBlind115 },
  { name: "Hundred-and-seventeenth blind corpus (held out, look-alikes, never read for rules or the judge)", cases: answerCorpusBlind117 },
  { name: "Hundred-and-nineteenth blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind119 },
  { name: "Hundred-and-twenty-third blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind123 },
  { name: "Hundred-and-twenty-seventh blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind127 },
  { name: "Hundred-and-twenty-first blind corpus (held out, look-alikes, never read for rules or the judge)", cases: answerCorpusBlind121 },
  { name: "Hundred-and-twenty-fifth blind corpus (held out, look-alikes, never read for rules or the judge)", cases: answerCorpusBlind125 },
  { name: "Hundred-and-twenty-eighth blind corpus (held out, look-alikes, never read for rules or the judge)", cases: answerCorpusBlind128 },
  { name: "Hundred-and-twenty-ninth blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind129 },
  { name: "Hundred-and-thirty-third blind corpus (held out, never read for rules or the judge)", cases: answerCorpusBlind133 },
];

/** Thresholds on the whole corpus: what the product promises of the analysis (README, "Live-test API"). */
const THRESHOLDS = { mentionAccuracy: 0.98, positionAccuracy: 0.95, competitorPrecision: 0.95, competitorRecall: 0.92 };

describe("answer corpora", () => {
  it("have enough cases, with unique kebab-case ids across all", () => {
    // Every corpus holds 30 answers or more; the main and the assistant-style corpus more.
    const minimum = new Map<CorpusCase[], number>([
      [answerCorpus, 48],
      [answerCorpusEngines, 40],
    ]);
    for (const corpus of CORPORA) expect(corpus.cases.length, corpus.name).toBeGreaterThanOrEqual(minimum.get(corpus.cases) ?? 30);
    const ids = CORPORA.flatMap((c) => c.cases.map((x) => x.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("cover every engine style and all three countries", () => {
    const engines = new Set(answerCorpusEngines.map((c) => c.engine));
    expect([...engines].sort()).toEqual(["chatgpt", "claude", "gemini", "perplexity"]);
    for (const c of answerCorpusEngines) {
      expect(c.expected.tone, `${c.id} states its tone`).not.toBeUndefined();
      expect(c.expected.platforms, `${c.id} states its platforms`).not.toBeUndefined();
      expect(c.expected.businesses, `${c.id} states its businesses`).not.toBeUndefined();
    }
  });
});

for (const corpus of CORPORA.filter((c) => c.exact)) {
  describe(`analyzeAnswer – ${corpus.name}`, () => {
    for (const c of corpus.cases) {
      it(`${c.id}: ${c.about}`, () => checkCase(c));
    }
  });
}

describe("analyzeAnswer – figures on the whole corpus", () => {
  // The product reads with the judge (candidate-judge.ts): the thresholds hold for that reading; the rules alone beside it.
  const whole = emptyMetrics();
  const wholeByRules = emptyMetrics();
  const lines: string[] = [];
  for (const corpus of CORPORA) {
    const m = emptyMetrics();
    for (const c of corpus.cases) {
      scoreCase(c, m);
      scoreCase(c, wholeByRules, analyzeByRules(c.answer, c.target));
    }
    lines.push(formatMetrics(corpus.name, m));
    addMetrics(whole, m);
  }
  lines.push(formatMetrics("Whole corpus", whole), formatMetrics("Whole corpus, rules alone", { ...wholeByRules, misses: [] }));
  const reportOnly: string[] = [];
  for (const corpus of REPORT_ONLY) {
    const m = emptyMetrics();
    for (const c of corpus.cases) scoreCase(c, m);
    reportOnly.push(formatMetrics(corpus.name, m));
  }

  afterAll(() => {
    // The report a reviewer reads: figures per corpus and every deviation.
    console.log(["", "Answer analysis on the corpora:", ...lines.map((l) => `  ${l}`), ...whole.misses.map((m) => `    ${m}`)].join("\n"));
    if (reportOnly.length > 0) console.log(["", "Not counted toward the thresholds:", ...reportOnly.map((l) => `  ${l}`)].join("\n"));
  });

  const r = rates(whole);
  it(`mention accuracy ≥ ${THRESHOLDS.mentionAccuracy * 100} %`, () => expect(r.mentionAccuracy).toBeGreaterThanOrEqual(THRESHOLDS.mentionAccuracy));
  it(`position accuracy ≥ ${THRESHOLDS.positionAccuracy * 100} %`, () => expect(r.positionAccuracy).toBeGreaterThanOrEqual(THRESHOLDS.positionAccuracy));
  it(`competitor precision ≥ ${THRESHOLDS.competitorPrecision}`, () => expect(r.competitorPrecision).toBeGreaterThanOrEqual(THRESHOLDS.competitorPrecision));
  it(`competitor recall ≥ ${THRESHOLDS.competitorRecall}`, () => expect(r.competitorRecall).toBeGreaterThanOrEqual(THRESHOLDS.competitorRecall));
});

/** The exact corpora hold the rules to every case; the judge may set apart a business there (its cost, in the figures). */
function checkCase(c: CorpusCase): void {
  const result = analyzeByRules(c.answer, c.target);
  const label = `[${c.id}]`;

  expect(result.mentioned, `${label} mentioned`).toBe(c.expected.mentioned);
  expect(result.position, `${label} position`).toBe(c.expected.position);

  if (!c.expected.mentioned) {
    expect(result.context, `${label} context must be null when not mentioned`).toBeNull();
  }

  if (c.expected.contextIncludes !== undefined) {
    expect(result.context, `${label} context`).not.toBeNull();
    expect(result.context ?? "", `${label} context`).toContain(c.expected.contextIncludes);
  }

  if (c.expected.businesses !== undefined) {
    const actual = result.businesses.map((b) => b.name);
    expect(
      actual.length === c.expected.businesses.length && actual.every((name, i) => sameName(name, c.expected.businesses![i]!)),
      `${label} businesses ${JSON.stringify(actual)} vs ${JSON.stringify(c.expected.businesses)}`,
    ).toBe(true);
    expect(
      result.businesses.map((b) => b.rank),
      `${label} ranks are 1-based and consecutive`,
    ).toEqual(result.businesses.map((_, i) => i + 1));
  }
}
