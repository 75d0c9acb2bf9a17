/**
 * Every answer corpus of the repository in one list, for `npm run bench:reader`. `reportOnly`
 * marks the corpora written apart from the rules and never used for a rule or a prompt change
 * (REPORT_ONLY in analysis.corpus.test.ts): only their figures say how the reading does on
 * answers it has not met.
 */
import type { CorpusCase } from "./answer-corpus";
import { answerCorpus } from "./answer-corpus";
import { answerCorpusHoldout } from "./answer-corpus-holdout";
import { answerCorpusEngines } from "./answer-corpus-engines";
import { answerCorpusBlind } from "./answer-corpus-blind";
import { answerCorpusBlind2 } from "./answer-corpus-blind2";
import { answerCorpusBlind3 } from "./answer-corpus-blind3";
import { answerCorpusBlind4 } from "./answer-corpus-blind4";
import { answerCorpusBlind5 } from "./answer-corpus-blind5";
import { answerCorpusBlind6 } from "./answer-corpus-blind6";
import { answerCorpusBlind7 } from "./answer-corpus-blind7";
import { answerCorpusBlind8 } from "./answer-corpus-blind8";
import { answerCorpusBlind9 } from "./answer-corpus-blind9";
import { answerCorpusBlind10 } from "./answer-corpus-blind10";
import { answerCorpusBlind11 } from "./answer-corpus-blind11";
import { answerCorpusBlind12 } from "./answer-corpus-blind12";
import { answerCorpusBlind13 } from "./answer-corpus-blind13";
import { answerCorpusBlind14 } from "./answer-corpus-blind14";
import { answerCorpusBlind15 } from "./answer-corpus-blind15";
import { answerCorpusBlind16 } from "./answer-corpus-blind16";
import { answerCorpusBlind17 } from "./answer-corpus-blind17";
import { answerCorpusBlind18 } from "./answer-corpus-blind18";
import { answerCorpusBlind19 } from "./answer-corpus-blind19";
import { answerCorpusBlind20 } from "./answer-corpus-blind20";
import { answerCorpusBlind21 } from "./answer-corpus-blind21";
import { answerCorpusBlind22 } from "./answer-corpus-blind22";
import { answerCorpusBlind23 } from "./answer-corpus-blind23";
import { answerCorpusBlind24 } from "./answer-corpus-blind24";
import { answerCorpusBlind25 } from "./answer-corpus-blind25";
import { answerCorpusBlind26 } from "./answer-corpus-blind26";
import { answerCorpusBlind27 } from "./answer-corpus-blind27";
import { answerCorpusBlind28 } from "./answer-corpus-blind28";
import { answerCorpusBlind29 } from "./answer-corpus-blind29";
import { answerCorpusBlind30 } from "./answer-corpus-blind30";
import { answerCorpusBlind31 } from "./answer-corpus-blind31";
import { answerCorpusBlind32 } from "./answer-corpus-blind32";
import { answerCorpusBlind33 } from "./answer-corpus-blind33";
import { answerCorpusBlind34 } from "./answer-corpus-blind34";
import { answerCorpusBlind35 } from "./answer-corpus-blind35";
import { answerCorpusBlind36 } from "./answer-corpus-blind36";
import { answerCorpusBlind37 } from "./answer-corpus-blind37";
import { answerCorpusBlind38 } from "./answer-corpus-blind38";
import { answerCorpusBlind39 } from "./answer-corpus-blind39";
import { answerCorpusBlind40 } from "./answer-corpus-blind40";
import { answerCorpusBlind41 } from "./answer-corpus-blind41";
import { answerCorpusBlind42 } from "./answer-corpus-blind42";
import { answerCorpusBlind43 } from "./answer-corpus-blind43";
import { answerCorpusBlind44 } from "./answer-corpus-blind44";
import { answerCorpusBlind45 } from "./answer-corpus-blind45";
import { answerCorpusBlind46 } from "./answer-corpus-blind46";
import { answerCorpusBlind47 } from "./answer-corpus-blind47";
import { answerCorpusBlind48 } from "./answer-corpus-blind48";
import { answerCorpusBlind49 } from "./answer-corpus-blind49";
import { answerCorpusBlind50 } from "./answer-corpus-blind50";
import { answerCorpusBlind51 } from "./answer-corpus-blind51";
import { answerCorpusBlind52 } from "./answer-corpus-blind52";
import { answerCorpusBlind53 } from "./answer-corpus-blind53";
import { answerCorpusBlind54 } from "./answer-corpus-blind54";
import { answerCorpusBlind55 } from "./answer-corpus-blind55";
import { answerCorpusBlind56 } from "./answer-corpus-blind56";
import { answerCorpusBlind57 } from "./answer-corpus-blind57";
import { answerCorpusBlind58 } from "./answer-corpus-blind58";
import { answerCorpusBlind59 } from "./answer-corpus-blind59";
import { answerCorpusBlind60 } from "./answer-corpus-blind60";
import { answerCorpusBlind61 } from "./answer-corpus-blind61";
import { answerCorpusBlind62 } from "./answer-corpus-blind62";
import { answerCorpusBlind63 } from "./answer-corpus-blind63";
import { answerCorpusBlind64 } from "./answer-corpus-blind64";
import { answerCorpusBlind65 } from "./answer-corpus-blind65";
import { answerCorpusBlind66 } from "./answer-corpus-blind66";
import { answerCorpusBlind67 } from "./answer-corpus-blind67";
import { answerCorpusBlind68 } from "./answer-corpus-blind68";
import { answerCorpusBlind69 } from "./answer-corpus-blind69";
import { answerCorpusBlind70 } from "./answer-corpus-blind70";
import { answerCorpusBlind71 } from "./answer-corpus-blind71";
import { answerCorpusBlind72 } from "./answer-corpus-blind72";
import { answerCorpusBlind73 } from "./answer-corpus-blind73";
import { answerCorpusBlind74 } from "./answer-corpus-blind74";
import { answerCorpusBlind75 } from "./answer-corpus-blind75";
import { answerCorpusBlind76 } from "./answer-corpus-blind76";
import { answerCorpusBlind77 } from "./answer-corpus-blind77";
import { answerCorpusBlind78 } from "./answer-corpus-blind78";
import { answerCorpusBlind79 } from "./answer-corpus-blind79";
import { answerCorpusBlind80 } from "./answer-corpus-blind80";
import { answerCorpusBlind81 } from "./answer-corpus-blind81";
import { answerCorpusBlind82 } from "./answer-corpus-blind82";
import { answerCorpusBlind83 } from "./answer-corpus-blind83";
import { answerCorpusBlind84 } from "./answer-corpus-blind84";
import { answerCorpusBlind85 } from "./answer-corpus-blind85";
import { answerCorpusBlind86 } from "./answer-corpus-blind86";
import { answerCorpusBlind87 } from "./answer-corpus-blind87";
import { answerCorpusBlind88 } from "./answer-corpus-blind88";
import { answerCorpusBlind89 } from "./answer-corpus-blind89";
import { answerCorpusBlind90 } from "./answer-corpus-blind90";
import { answerCorpusBlind91 } from "./answer-corpus-blind91";
import { answerCorpusBlind93 } from "./answer-corpus-blind93";
import { answerCorpusBlind94 } from "./answer-corpus-blind94";
import { answerCorpusBlind95 } from "./answer-corpus-blind95";
import { answerCorpusBlind96 } from "./answer-corpus-blind96";
import { answerCorpusBlind101 } from "./answer-corpus-blind101";
import { answerCorpusBlind103 } from "./answer-corpus-blind103";
import { answerCorpusBlind106 } from "./answer-corpus-blind106";
import { answerCorpusBlind107 } from "./answer-corpus-blind107";
import { answerCorpusBlind109 } from "./answer-corpus-blind109";
import { answerCorpusBlind111 } from "./answer-corpus-blind111";
import { answerCorpusBlind112 } from "./answer-corpus-blind112";
import { answerCorpusBlind114 } from "./answer-corpus-blind114";
import { answerCorpusBlind116 } from "./answer-corpus-blind116";
import { answerCorpusBlind118 } from "./answer-corpus-blind118";
import { answerCorpusBlind120 } from "./answer-corpus-blind120";
import { answerCorpusBlind122 } from "./answer-corpus-blind122";
import { answerCorpusBlind124 } from "./answer-corpus-blind124";
import { answerCorpusBlind126 } from "./answer-corpus-blind126";
import { answerCorpusBlind130 } from "./answer-corpus-blind130";
import { answerCorpusBlind132 } from "./answer-corpus-blind132";
import { answerCorpusBlind100 } from "./answer-corpus-blind100";
import { answerCorpusBlind99 } from "./answer-corpus-blind99";
import { answerCorpusBlind102 } from "./answer-corpus-blind102";
import { answerCorpusBlind104 } from "./answer-corpus-blind104";
import { answerCorpusBlind105 } from "./answer-corpus-blind105";
import { answerCorpusBlind108 } from "./answer-corpus-blind108";
import { answerCorpusBlind110 } from "./answer-corpus-blind110";
import { answerCorpusBlind113 } from "./answer-corpus-blind113";
import { answerCorpusBlind115 } from "./answer-corpus-blind115";
import { answerCorpusBlind117 } from "./answer-corpus-blind117";
import { answerCorpusBlind119 } from "./answer-corpus-blind119";
import { answerCorpusBlind121 } from "./answer-corpus-blind121";
import { answerCorpusBlind123 } from "./answer-corpus-blind123";
import { answerCorpusBlind125 } from "./answer-corpus-blind125";
import { answerCorpusBlind127 } from "./answer-corpus-blind127";
import { answerCorpusBlind128 } from "./answer-corpus-blind128";
import { answerCorpusBlind129 } from "./answer-corpus-blind129";
import { answerCorpusBlind133 } from "./answer-corpus-blind133";
import { answerCorpusBlind134 } from "./answer-corpus-blind134";
import { answerCorpusBlind135 } from "./answer-corpus-blind135";
import { answerCorpusBlind136 } from "./answer-corpus-blind136";
import { answerCorpusBlind137 } from "./answer-corpus-blind137";
import { answerCorpusBlind138 } from "./answer-corpus-blind138";
import { answerCorpusBlind139 } from "./answer-corpus-blind139";
import { answerCorpusBlind140 } from "./answer-corpus-blind140";
import { answerCorpusBlind141 } from "./answer-corpus-blind141";
import { answerCorpusBlind142 } from "./answer-corpus-blind142";
import { answerCorpusBlind143 } from "./answer-corpus-blind143";
import { answerCorpusBlind144 } from "./answer-corpus-blind144";
import { answerCorpusBlind145 } from "./answer-corpus-blind145";
import { answerCorpusBlind146 } from "./answer-corpus-blind146";
import { answerCorpusBlind147 } from "./answer-corpus-blind147";
import { answerCorpusBlind148 } from "./answer-corpus-blind148";
import { answerCorpusBlind149 } from "./answer-corpus-blind149";
import { answerCorpusBlind150 } from "./answer-corpus-blind150";
import { answerCorpusBlind151 } from "./answer-corpus-blind151";
import { answerCorpusBlind152 } from "./answer-corpus-blind152";
import { answerCorpusBlind153 } from "./answer-corpus-blind153";
import { answerCorpusBlind154 } from "./answer-corpus-blind154";
import { answerCorpusBlind155 } from "./answer-corpus-blind155";
import { answerCorpusBlind156 } from "./answer-corpus-blind156";
import { answerCorpusBlind157 } from "./answer-corpus-blind157";
import { answerCorpusBlind158 } from "./answer-corpus-blind158";
import { answerCorpusBlind159 } from "./answer-corpus-blind159";
import { answerCorpusBlind160 } from "./answer-corpus-blind160";
import { answerCorpusBlind161 } from "./answer-corpus-blind161";
import { answerCorpusBlind162 } from "./answer-corpus-blind162";
import { answerCorpusBlind163 } from "./answer-corpus-blind163";
import { answerCorpusBlind164 } from "./answer-corpus-blind164";
import { answerCorpusBlind165 } from "./answer-corpus-blind165";
import { answerCorpusBlind166 } from "./answer-corpus-blind166";
import { answerCorpusBlind167 } from "./answer-corpus-blind167";
import { answerCorpusBlind168 } from "./answer-corpus-blind168";
import { answerCorpusBlind169 } from "./answer-corpus-blind169";
import { answerCorpusBlind170 } from "./answer-corpus-blind170";
import { answerCorpusBlind171 } from "./answer-corpus-blind171";
import { answerCorpusBlind172 } from "./answer-corpus-blind172";
import { answerCorpusBlind173 } from "./answer-corpus-blind173";
import { answerCorpusBlind174 } from "./answer-corpus-blind174";
import { answerCorpusBlind175 } from "./answer-corpus-blind175";
import { answerCorpusBlind176 } from "./answer-corpus-blind176";
import { answerCorpusBlind177 } from "./answer-corpus-blind177";
import { answerCorpusBlind178 } from "./answer-corpus-blind178";
import { answerCorpusBlind179 } from "./answer-corpus-blind179";
import { answerCorpusBlind180 } from "./answer-corpus-blind180";
import { answerCorpusBlind181 } from "./answer-corpus-blind181";
import { answerCorpusBlind182 } from "./answer-corpus-blind182";
import { answerCorpusBlind183 } from "./answer-corpus-blind183";
import { answerCorpusBlind184 } from "./answer-corpus-blind184";
import { answerCorpusBlind185 } from "./answer-corpus-blind185";
import { answerCorpusBlind186 } from "./answer-corpus-blind186";
import { answerCorpusBlind187 } from "./answer-corpus-blind187";
import { answerCorpusBlind190 } from "./answer-corpus-blind190";
import { answerCorpusBlind191 } from "./answer-corpus-blind191";
import { answerCorpusBlind192 } from "./answer-corpus-blind192";
import { answerCorpusBlind193 } from "./answer-corpus-blind193";
import { answerCorpusBlind194 } from "./answer-corpus-blind194";
import { answerCorpusBlind195 } from "./answer-corpus-blind195";
import { answerCorpusBlind196 } from "./answer-corpus-blind196";
import { answerCorpusBlind197 } from "./answer-corpus-blind197";
import { answerCorpusBlind198 } from "./answer-corpus-blind198";
import { answerCorpusBlind199 } from "./answer-corpus-blind199";
import { answerCorpusBlind202 } from "./answer-corpus-blind202";
import { answerCorpusBlind203 } from "./answer-corpus-blind203";
import { answerCorpusBlind204 } from "./answer-corpus-blind204";
import { answerCorpusBlind205 } from "./answer-corpus-blind205";
import { answerCorpusBlind208 } from "./answer-corpus-blind208";
import { answerCorpusBlind209 } from "./answer-corpus-blind209";
import { answerCorpusBlind214 } from "./answer-corpus-blind214";
import { answerCorpusBlind215 } from "./answer-corpus-blind215";
import { answerCorpusBlind218 } from "./answer-corpus-blind218";
import { answerCorpusBlind219 } from "./answer-corpus-blind219";
import { answerCorpusBlind206 } from "./answer-corpus-blind206";
import { answerCorpusBlind207 } from "./answer-corpus-blind207";
import { answerCorpusBlind210 } from "./answer-corpus-blind210";
import { answerCorpusBlind211 } from "./answer-corpus-blind211";
import { answerCorpusBlind212 } from "./answer-corpus-blind212";
import { answerCorpusBlind213 } from "./answer-corpus-blind213";
import { answerCorpusBlind216 } from "./answer-corpus-blind216";
import { answerCorpusBlind217 } from "./answer-corpus-blind217";
import { answerCorpusBlind220 } from "./answer-corpus-blind220";
import { answerCorpusBlind221 } from "./answer-corpus-blind221";
import { answerCorpusBlind222 } from "./answer-corpus-blind222";
import { answerCorpusBlind223 } from "./answer-corpus-blind223";
import { answerCorpusBlind224 } from "./answer-corpus-blind224";
import { answerCorpusBlind225 } from "./answer-corpus-blind225";
import { answerCorpusBlind226 } from "./answer-corpus-blind226";
import { answerCorpusBlind227 } from "./answer-corpus-blind227";
import { answerCorpusBlind228 } from "./answer-corpus-blind228";
import { answerCorpusBlind229 } from "./answer-corpus-blind229";
import { answerCorpusBlind230 } from "./answer-corpus-blind230";
import { answerCorpusBlind231 } from "./answer-corpus-blind231";
import { answerCorpusBlind232 } from "./answer-corpus-blind232";
import { answerCorpusBlind233 } from "./answer-corpus-blind233";
import { answerCorpusBlind234 } from "./answer-corpus-blind234";
import { answerCorpusBlind235 } from "./answer-corpus-blind235";
import { answerCorpusBlind236 } from "./answer-corpus-blind236";
import { answerCorpusBlind237 } from "./answer-corpus-blind237";
import { answerCorpusBlind238 } from "./answer-corpus-blind238";
import { answerCorpusBlind239 } from "./answer-corpus-blind239";
import { answerCorpusBlind240 } from "./answer-corpus-blind240";
import { answerCorpusBlind241 } from "./answer-corpus-blind241";
import { answerCorpusBlind242 } from "./answer-corpus-blind242";
import { answerCorpusBlind243 } from "./answer-corpus-blind243";
import { answerCorpusBlind244 } from "./answer-corpus-blind244";
import { answerCorpusBlind246 } from "./answer-corpus-blind246";
import { answerCorpusBlind245 } from "./answer-corpus-blind245";
import { answerCorpusBlind247 } from "./answer-corpus-blind247";
import { answerCorpusBlind249 } from "./answer-corpus-blind249";
import { answerCorpusBlind251 } from "./answer-corpus-blind251";
import { answerCorpusBlind248 } from "./answer-corpus-blind248";
import { answerCorpusBlind250 } from "./answer-corpus-blind250";
import { answerCorpusBlind252 } from "./answer-corpus-blind252";
import { answerCorpusBlind254 } from "./answer-corpus-blind254";
import { answerCorpusBlind256 } from "./answer-corpus-blind256";
import { answerCorpusBlind258 } from "./answer-corpus-blind258";
import { answerCorpusBlind253 } from "./answer-corpus-blind253";
import { answerCorpusBlind255 } from "./answer-corpus-blind255";
import { answerCorpusBlind257 } from "./answer-corpus-blind257";
import { answerCorpusBlind259 } from "./answer-corpus-blind259";
import { answerCorpusBlind200 } from "./answer-corpus-blind200";
import { answerCorpusBlind201 } from "./answer-corpus-blind201";
import { answerCorpusBlind188 } from "./answer-corpus-blind188";
import { answerCorpusBlind189 } from "./answer-corpus-blind189";
import { answerCorpusBlind97 } from "./answer-corpus-blind97";
import { answerCorpusBlind98 } from "./answer-corpus-blind98";
import { answerCorpusBlind92 } from "./answer-corpus-blind92";

export const ANSWER_CORPORA: { name: string; cases: CorpusCase[]; reportOnly: boolean }[] = [
  { name: "German answer corpus", cases: answerCorpus, reportOnly: false },
  { name: "German hold-out corpus", cases: answerCorpusHoldout, reportOnly: false },
  { name: "Assistant-style corpus", cases: answerCorpusEngines, reportOnly: false },
  { name: "blind", cases: answerCorpusBlind, reportOnly: false },
  { name: "blind2", cases: answerCorpusBlind2, reportOnly: false },
  { name: "blind3", cases: answerCorpusBlind3, reportOnly: false },
  { name: "blind4", cases: answerCorpusBlind4, reportOnly: false },
  { name: "blind5", cases: answerCorpusBlind5, reportOnly: false },
  { name: "blind6", cases: answerCorpusBlind6, reportOnly: false },
  { name: "blind7", cases: answerCorpusBlind7, reportOnly: false },
  { name: "blind8", cases: answerCorpusBlind8, reportOnly: false },
  { name: "blind9", cases: answerCorpusBlind9, reportOnly: false },
  { name: "blind10", cases: answerCorpusBlind10, reportOnly: false },
  { name: "blind11", cases: answerCorpusBlind11, reportOnly: false },
  { name: "blind12", cases: answerCorpusBlind12, reportOnly: false },
  { name: "blind13", cases: answerCorpusBlind13, reportOnly: false },
  { name: "blind14", cases: answerCorpusBlind14, reportOnly: false },
  { name: "blind15", cases: answerCorpusBlind15, reportOnly: false },
  { name: "blind16", cases: answerCorpusBlind16, reportOnly: false },
  { name: "blind17", cases: answerCorpusBlind17, reportOnly: true },
  { name: "blind18", cases: answerCorpusBlind18, reportOnly: true },
  { name: "blind19", cases: answerCorpusBlind19, reportOnly: false },
  { name: "blind20", cases: answerCorpusBlind20, reportOnly: false },
  { name: "blind21", cases: answerCorpusBlind21, reportOnly: true },
  // Training from the start (round 17): written apart, measured under round 16's rules before its deviations were read.
  { name: "blind22", cases: answerCorpusBlind22, reportOnly: false },
  { name: "blind23", cases: answerCorpusBlind23, reportOnly: true },
  // Training (round 18): written apart, its deviations are read.
  { name: "blind24", cases: answerCorpusBlind24, reportOnly: false },
  // Training: written apart (non-business capitalised word groups, mixed lists), its deviations may be read.
  { name: "blind25", cases: answerCorpusBlind25, reportOnly: false },
  // Training: written apart (position traps: intro businesses, tables, chains, „Weitere Optionen“), its deviations may be read.
  { name: "blind26", cases: answerCorpusBlind26, reportOnly: false },
  // Report-only: a measuring stick written apart, never read for rules.
  { name: "blind27", cases: answerCorpusBlind27, reportOnly: true },
  // Training (round 20): written apart as realistic answers of all engines, its deviations may be read.
  { name: "blind28", cases: answerCorpusBlind28, reportOnly: false },
  { name: "blind29", cases: answerCorpusBlind29, reportOnly: false },
  // Report-only: a measuring stick written apart, never read for rules.
  { name: "blind30", cases: answerCorpusBlind30, reportOnly: true },
  // Training (round 21): written apart as realistic answers of all engines (Sachsen, Thüringen, Sachsen-Anhalt, Steiermark,
  // Kärnten, Graubünden, St. Gallen, Thurgau; blind32: Schleswig-Holstein, Niedersachsen, Mecklenburg-Vorpommern,
  // Tirol, Vorarlberg, Bern, Solothurn, Aargau); measured under round 20 before their deviations were read.
  { name: "blind31", cases: answerCorpusBlind31, reportOnly: false },
  { name: "blind32", cases: answerCorpusBlind32, reportOnly: false },
  // Report-only (round 21): measuring sticks written apart, never read for rules.
  { name: "blind33", cases: answerCorpusBlind33, reportOnly: true },
  { name: "blind34", cases: answerCorpusBlind34, reportOnly: true },
  // Report-only (round 22): written apart while the candidate judge was trained; never read for a rule, nor for the
  // judge's features, settings or training.
  { name: "blind35", cases: answerCorpusBlind35, reportOnly: true },
  // Training (round 22): written apart; measured under round 21's rules and a judge not trained on them before they were
  // (blind37: non-business word groups where businesses stand; blind38: where the visitor's business stands among others;
  // blind39: today's answer shapes in trades few corpora cover).
  { name: "blind36", cases: answerCorpusBlind36, reportOnly: false },
  { name: "blind37", cases: answerCorpusBlind37, reportOnly: false },
  { name: "blind38", cases: answerCorpusBlind38, reportOnly: false },
  { name: "blind39", cases: answerCorpusBlind39, reportOnly: false },
  // Written apart as report-only (round 28; long answers, 269–599 words, median 408), measured once under round 27's
  // rules: mention 87.5 % (35/40), position 83.3 % (25/30), competitors P 0.818 R 0.991; then its deviations were read,
  // so it is training (three expectations no reader could meet corrected, see its header); corpora written after it measure instead.
  { name: "blind40", cases: answerCorpusBlind40, reportOnly: false },
  // Written apart as report-only (round 28; realistic long answers, 255–576 words, median 392; the opening of its first
  // case was seen once on screen while it was being written), measured once under round 28's first rules: mention 97.5 %
  // (39/40), position 92.9 % (26/28), competitors P 0.918 R 0.976, platforms P 0.870 R 0.870. Then its deviations were
  // read, so it is training; blind42 measures instead.
  { name: "blind41", cases: answerCorpusBlind41, reportOnly: false },
  // Report-only (round 28): realistic long answers (257–473 words, median 384) written apart after round 28's rules,
  // never read for a rule or the judge; only its figures are printed. First figures (round 28, rules + judge): mention
  // 95.0 % (38/40), position 100 % (28/28), competitors P 0.965 R 0.948, platforms P 0.913 R 0.900.
  { name: "blind42", cases: answerCorpusBlind42, reportOnly: true },
  // Report-only (round 29): realistic long answers (326–409 words, median 370) written apart by a helper that read no
  // rules, after round 28's rules; never read for a rule or the judge; only its figures are printed. First figures
  // (round 29, after the platform rules only, rules + judge): mention 90.0 % (36/40), position 86.7 % (26/30), competitors
  // P 0.923 R 0.931, platforms P 0.987 R 0.975; after all of round 29 the same. Round 30: its deviations were read, so it
  // is training (one expectation no reader could meet corrected, see its header); blind47 and blind48 measure instead.
  { name: "blind43", cases: answerCorpusBlind43, reportOnly: false },
  // Round 29: realistic long answers (341–442 words, median 357) written apart by a helper that read no rules, at the same
  // time as blind43 and in other regions; measured once under round 29's platform rules: mention 100 % (40/40), position
  // 96.7 % (29/30), competitors P 0.894 R 0.973, tone 92.5 %. Then its deviations were read, so it is training.
  { name: "blind44", cases: answerCorpusBlind44, reportOnly: false },
  // Round 29: realistic answers (271–320 words) on how the visitor's business is named or not (short forms, owners,
  // domains, namesakes), written apart by a helper that read no rules; measured once under round 29's rules from
  // blind44: mention 90.0 % (27/30), position 95.2 % (20/21), competitors P 1.000 R 0.960, tone 86.7 %. Then its
  // deviations were read, so it is training.
  { name: "blind45", cases: answerCorpusBlind45, reportOnly: false },
  // Round 29: realistic long answers (359–394 words) on whether and where the visitor is named, written apart by a helper
  // that read no rules; measured once under round 29's rules from blind45: mention 93.3 % (28/30), position 95.5 %
  // (21/22), competitors P 0.991 R 0.965, tone 90.0 %. Then its deviations were read, so it is training.
  { name: "blind46", cases: answerCorpusBlind46, reportOnly: false },
  // Report-only (round 30): realistic long answers (322–425 words, median 352) written apart by a helper that read no
  // rules, while round 30's rules were made from blind43; never read for a rule or the judge; only its figures are printed.
  { name: "blind47", cases: answerCorpusBlind47, reportOnly: true },
  // Report-only (round 30): realistic answers of mixed length (152–457 words, median 268) written apart by a helper that
  // read no rules, at the same time as blind47; never read for a rule or the judge; only its figures are printed.
  { name: "blind48", cases: answerCorpusBlind48, reportOnly: true },
  // Training (round 30): answers of 213–308 words written apart by a helper that read no rules, on whether the visitor
  // is named (20 named, 20 not: namesakes, places in the name, owners, websites); measured once under round 30's rules
  // from blind43 before it was read: mention 90.0 % (36/40), position 90.0 % (18/20), competitors P 0.964 R 0.946, tone 85.0 %.
  { name: "blind49", cases: answerCorpusBlind49, reportOnly: false },
  // Training (round 30): long answers (317–380 words) written apart by a helper that read no rules, on whether and where
  // the visitor is named (20 named, 20 not); measured once under round 30's rules from blind49 before it was read: mention 87.5 % (35/40), position 90.0 % (18/20), competitors P 0.960 R 0.952, tone 85.0 %.
  { name: "blind50", cases: answerCorpusBlind50, reportOnly: false },
  // Report-only (round 31): realistic long answers (319–423 words, median 343.5; half name the visitor) written apart by
  // a helper that read no rules, while this round changed only the rules' speed (every output byte-identical); never read
  // for a rule or the judge; only its figures are printed.
  { name: "blind51", cases: answerCorpusBlind51, reportOnly: true },
  // Training (round 32): long answers (311–421 words, median 347) written apart by a helper that read no rules, on
  // whether and where the visitor is named (20 named, 20 not); measured once under round 31's rules before it was read.
  { name: "blind52", cases: answerCorpusBlind52, reportOnly: false },
  // Training (round 32): grounded answers with sources (385–517 words, median 408.5) written apart by a helper that read
  // no rules, on whether and where the visitor is named (20 named, 20 not, some only in a source list); measured once
  // under round 32's rules from blind52 before it was read.
  { name: "blind54", cases: answerCorpusBlind54, reportOnly: false },
  // Training (round 32): grounded answers in more engines' shapes (Copilot's superscripts, AI Mode's cards, map-pack lines;
  // 262–367 words, median 278) written apart by a helper that read no rules (20 name the visitor, 20 not); measured once
  // under round 32's rules from blind54 before it was read.
  { name: "blind55", cases: answerCorpusBlind55, reportOnly: false },
  // Training (round 33): answers with and without web search (123–411 words, median 209.5) written apart by a helper that
  // read no rules, on whether the visitor is named in hard ways (20 named, 20 not: short forms, owners, domains; namesakes,
  // other branches, other trades, names in sources only); measured once under round 32's rules before it was read.
  { name: "blind56", cases: answerCorpusBlind56, reportOnly: false },
  // Training (round 33): answers with and without web search in rarer trades and places (162–471 words, median 299)
  // written apart by a helper that read no rules (20 name the visitor, 20 not); measured once under round 33's rules from
  // blind56 before it was read.
  { name: "blind58", cases: answerCorpusBlind58, reportOnly: false },
  // Training (round 33): everyday questions in every engine's shape, short, medium and long (88–438 words, median 193.5)
  // written apart by a helper that read no rules (20 name the visitor, 20 not); measured once under round 33's rules
  // from blind58 before it was read.
  { name: "blind59", cases: answerCorpusBlind59, reportOnly: false },
  // Training (round 33): long answers full of things that are no business (308–527 words, median 379.5) written apart by
  // a helper that read no rules (20 name the visitor, 20 not); measured once under round 33's rules from blind59 before
  // it was read.
  { name: "blind60", cases: answerCorpusBlind60, reportOnly: false },
  // Training (round 34): answers with and without web search (122–426 words, median 246.5) written apart by a helper that
  // read no rules, on whether the visitor is named in hard forms (abbreviations, word order, owners, tables, closing
  // sentences; namesakes, same surnames, longer names, the domain only in sources); measured once under round 33's rules
  // before it was read.
  { name: "blind61", cases: answerCorpusBlind61, reportOnly: false },
  // Training (round 34): everyday questions in every engine's shape (103–435 words, median 265) written apart by a helper
  // that read no rules (20 name the visitor, 20 not); measured once under round 33's rules before it was read.
  { name: "blind62", cases: answerCorpusBlind62, reportOnly: false },
  // Training (round 34): names of unusual shapes (common words, numbers, English and Italian names, "&", abbreviations,
  // places, first names, long legal names; 106–428 words, median 245.5) written apart by a helper that read no rules
  // (20 name the visitor, 20 not); measured once under round 34's rules from blind62 before it was read.
  { name: "blind64", cases: answerCorpusBlind64, reportOnly: false },
  // Training (round 34): long grounded answers with many sources (259–529 words, median 360) written apart by a helper
  // that read no rules (20 name the visitor, 20 not); measured once under round 34's rules from blind64 before it was read.
  { name: "blind65", cases: answerCorpusBlind65, reportOnly: false },
  // Training (round 34): the visitor named loosely (kind and place, typos, shortened legal names, owners, comparisons,
  // caveats, tables, the second of two names) or nearly (108–462 words, median 252), written apart by a helper that read
  // no rules (20 name the visitor, 20 not); measured once under round 34's rules from blind65 before it was read.
  { name: "blind66", cases: answerCorpusBlind66, reportOnly: false },
  // Training (round 35): everyday questions in trades seldom covered (opticians, chimney sweeps, funeral homes, beekeepers
  // …; 108–464 words, median 215.5) written apart by a helper that read no rules (20 name the visitor, 20 not); measured
  // once under round 34's rules before it was read.
  { name: "blind71", cases: answerCorpusBlind71, reportOnly: false },
  // Training (round 35): the visitor named or only something near it (namesakes, same surnames in other trades, branches,
  // former names, chains, owners working elsewhere; 104–437 words, median 220) written apart by a helper that read no
  // rules (20 name the visitor, 20 not); measured once under round 35's rules from blind71 before it was read.
  { name: "blind69", cases: answerCorpusBlind69, reportOnly: false },
  // Training (round 35): long grounded answers with many sources, tables and summaries (309–464 words, median 362) written
  // apart by a helper that read no rules (20 name the visitor, 20 not); measured once under round 35's rules from blind71
  // before it was read.
  { name: "blind70", cases: answerCorpusBlind70, reportOnly: false },
  // Training (round 35): people and practices in prose-heavy answers (owners with titles and double surnames, first names,
  // staff in another practice's paragraph, namesakes; 104–447 words, median 208) written apart by a helper that read no
  // rules (20 name the visitor, 20 not); measured once under round 35's rules from blind71 and blind70 before it was read.
  { name: "blind73", cases: answerCorpusBlind73, reportOnly: false },
  // Training (round 35): the shapes assistants use today (AI Mode source cards, Gemini detail lists mixing sentences and
  // labels, ChatGPT tables repeating names, Perplexity and Copilot source lists; 102–445 words, median 213) written apart by
  // a helper that read no rules (20 name the visitor, 20 not); measured once under round 35's rules from blind69–71 and
  // part of blind73 before it was read.
  { name: "blind72", cases: answerCorpusBlind72, reportOnly: false },
  // Training (round 35): realistic everyday answers with close look-alikes (the visitor's town in another's name, similar
  // names, same surnames; 102–449 words, median 219.5) written apart by a helper that read no rules (20 name the visitor,
  // 20 not); measured once under round 35's rules from blind69–73 before it was read.
  { name: "blind75", cases: answerCorpusBlind75, reportOnly: false },
  // Training (round 35): the visitor or a look-alike (common words in names, places, shared surnames, branches; 101–460
  // words, median 200) written apart by a helper that read no rules (20 name the visitor, 20 not); measured once under
  // round 35's rules from blind69–73 before it was read.
  { name: "blind76", cases: answerCorpusBlind76, reportOnly: false },
  // Training (round 35): answers with sources in every form, the visitor's own site cited for it, for another business or
  // only among the sources (151–471 words, median 258) written apart by a helper that read no rules (20 name the visitor,
  // 20 not); measured once under round 35's rules from blind69–75 before it was read.
  { name: "blind77", cases: answerCorpusBlind77, reportOnly: false },
  // Training (round 36): answers with judgement (caveats, closed, booked-up and advised-against businesses, tables of pros
  // and cons; 101–461 words, median 196.5) written apart by a helper that read no rules (20 name the visitor, 20 not);
  // measured once under round 35's rules before it was read.
  { name: "blind80", cases: answerCorpusBlind80, reportOnly: false },
  // Training (round 36): prose-heavy answers (names introduced in sentences, two names in one sentence, people who may stand
  // for the visitor; 107–461 words, median 200) written apart by a helper that read no rules (20 name the visitor, 20
  // not); measured once under round 35's rules before it was read.
  { name: "blind81", cases: answerCorpusBlind81, reportOnly: false },
  // Training (round 36): long lists with the visitor low in them or in a closing line (102–447 words, median 160) written
  // apart by a helper that read no rules (20 name the visitor, 20 not); measured once under round 35's rules before it was
  // read.
  { name: "blind78", cases: answerCorpusBlind78, reportOnly: false },
  // Training (round 36): the visitor named loosely (typos, owners, word order, table cells, other legal forms) or only
  // nearly (104–454 words, median 201) written apart by a helper that read no rules (20 name the visitor, 20 not); measured
  // once under round 35's rules before it was read.
  { name: "blind79", cases: answerCorpusBlind79, reportOnly: false },
  // Training (round 37): look-alikes that are not the visitor (same surname in another trade, the owner in another role, a branch, a name after the visitor's street or village) (94–441 words, median 183) written apart by a helper that read no rules (20 name
  // the visitor, 20 not); measured once under round 36's rules before it was read.
  { name: "blind83", cases: answerCorpusBlind83, reportOnly: false },
  // Training (round 37): the visitor named loosely (owner or doctor only, domain, abbreviation, inflection, table cell, comparison, closing line) (93–460 words, median 184.5) written apart by a helper that read no rules (20 name
  // the visitor, 20 not); measured once under round 36's rules before it was read.
  { name: "blind84", cases: answerCorpusBlind84, reportOnly: false },
  // Training (round 37): the engines' formats (map entries, numbered sources, superscripts, tables, topic headings, the visitor's site only among the sources) (96–435 words, median 191.5) written apart by a helper that read no rules (20 name
  // the visitor, 20 not); measured once under round 36's rules before it was read.
  { name: "blind85", cases: answerCorpusBlind85, reportOnly: false },
  // Training (round 37): judgement and names in prose (closed, moved, renamed, booked-up and advised-against businesses; names introduced in sentences; two names in one item) (92–472 words, median 198) written apart by a helper that read no rules (20 name
  // the visitor, 20 not); measured once under round 36's rules before it was read.
  { name: "blind86", cases: answerCorpusBlind86, reportOnly: false },
  // Training (round 38): a general everyday mix (84–584 words, median 217.5) written apart by a helper that read no rules (20 name
  // the visitor, 20 not); measured once under round 37's rules before it was read.
  { name: "blind88", cases: answerCorpusBlind88, reportOnly: false },
  // Training (round 38): long answers with names in running text, tips and caveats (97–528 words, median 347) written apart by a helper that read no rules (20 name
  // the visitor, 20 not); measured once under round 37's rules before it was read.
  { name: "blind89", cases: answerCorpusBlind89, reportOnly: false },
  // Training (round 38): look-alikes (16 of the 20 answers without the visitor hold one, 8 of the 20 with it) (84–554 words, median 220.5) written apart by a helper that read no rules (20 name
  // the visitor, 20 not); measured once under round 37's rules before it was read.
  { name: "blind90", cases: answerCorpusBlind90, reportOnly: false },
  // Training (round 38): the visitor named loosely (owner or doctor only, surname with trade, old name, misspelling, website only, family name, other legal form) (88–591 words, median 229) written apart by a helper that read no rules (20 name
  // the visitor, 20 not); measured once under round 37's rules before it was read.
  { name: "blind91", cases: answerCorpusBlind91, reportOnly: false },
  // Training (round 39): everyday answers of all engines (Emsland/Grafschaft Bentheim, Westerwald, Oberpfalz, Waldviertel, Unterkärnten, Hinterthurgau, Luzerner Hinterland; 87–512 words, median 153; 20 name the visitor, 12 of the other 20 hold a
  // look-alike) written apart by a helper that read no rules; measured once under round 38's rules before it was read.
  { name: "blind93", cases: answerCorpusBlind93, reportOnly: false },
  // Training (round 39): everyday answers of all engines (Hohenlohe, Vogelsberg, Mecklenburgische Seenplatte, Außerfern, Pinzgau, Emmental/Oberaargau, Thal/Gäu; 83–521 words, median 159; 20 name the visitor, 12 of the other 20 hold a
  // look-alike) written apart by a helper that read no rules; measured once under round 38's rules before it was read.
  { name: "blind94", cases: answerCorpusBlind94, reportOnly: false },
  // Training (round 39): everyday answers of all engines (Sauerland, Altmark, Ostallgäu, Murtal/Murau, Mühlviertel, Freiamt, Ausserschwyz; 81–566 words, median 181.5; 20 name the visitor, 12 of the other 20 hold a
  // look-alike) written apart by a helper that read no rules; measured once under round 38's rules before it was read.
  { name: "blind95", cases: answerCorpusBlind95, reportOnly: false },
  // Training (round 39): everyday answers of all engines (Dithmarschen, Eichsfeld, Saarpfalz, Bregenzerwald/Walgau, Mittelburgenland, Toggenburg, Prättigau/Davos; 80–562 words, median 179; 20 name the visitor, 12 of the other 20 hold a
  // look-alike) written apart by a helper that read no rules; measured once under round 38's rules before it was read.
  { name: "blind96", cases: answerCorpusBlind96, reportOnly: false },
  // Training (round 48): everyday answers of all engines (Reinhardswald/Oberweser, südliches Waldviertel, Bucheggberg; 66–627 words, median 156; 20 name the
  // visitor, 12 of the other 20 hold a look-alike) written apart by a helper that read no rules; measured once under round 47's rules before it was read.
  { name: "blind101", cases: answerCorpusBlind101, reportOnly: false },
  // Training (round 49): everyday answers of all engines (Thüringer Meer/Schiefergebirge, Mittelkärnten, Seeland BE; 67–619 words, median 159.5; 20 name the
  // visitor, 12 of the other 20 hold a look-alike) written apart by a helper that read no rules; measured once under round 48's rules before it was read.
  { name: "blind103", cases: answerCorpusBlind103, reportOnly: false },
  // Training (round 49): everyday answers of all engines (Tecklenburger Land, Saalfeldner Becken/Leoganger Tal, Baselbieter Tafeljura; 62–627 words, median 172; 20
  // name the visitor, 12 of the other 20 hold a look-alike) written apart by a helper that read no rules; measured once under round 49's first rules before it was read.
  { name: "blind106", cases: answerCorpusBlind106, reportOnly: false },
  // Training (round 50): everyday answers of all engines (Arneburg-Goldbeck/Altmark, Gölsental, Tal der Önz/Buchsiberge; 61–639 words, median 161; 20
  // name the visitor, 12 of the other 20 hold a look-alike) written apart by a helper that read no rules; measured once under round 49's rules before it was read.
  { name: "blind107", cases: answerCorpusBlind107, reportOnly: false },
  // Training (round 50), look-alikes: everyday answers of all engines (Leinebergland, Lipizzanerheimat/Bezirk Voitsberg, Ruedertal; 61–674 words); 20 name the
  // visitor, none by its exact name, and each of the other 20 holds a look-alike; written apart by a helper that read no rules; measured once under round 50's first rules before it was read.
  { name: "blind109", cases: answerCorpusBlind109, reportOnly: false },
  // Training (round 50), look-alikes: everyday answers of all engines (Griese Gegend, March-Thaya-Auen, Pfannenstil; 64–660 words, median 162.5); 20 name the
  // visitor, none by its exact name, and each of the other 20 holds a look-alike; written apart by a helper that read no rules; measured once under round 50's rules before it was read.
  { name: "blind111", cases: answerCorpusBlind111, reportOnly: false },
  // Training (round 51), look-alikes: everyday answers of all engines (Bauland, Schneebergland, Knonaueramt; 66–631 words); 20 name the visitor, none by its
  // exact name, and each of the other 20 holds a look-alike; written apart by a helper that read no rules; measured once under round 51's first rule before it was read.
  { name: "blind114", cases: answerCorpusBlind114, reportOnly: false },
  // Training (round 51), look-alikes: everyday answers of all engines (Wittgensteiner Land, Stiefingtal/Schwarzautal, Längenberg; 64–639 words, median 168);
  // 20 name the visitor, none by its exact name, and each of the other 20 holds a look-alike; written apart by a helper that read no rules; measured once under
  // round 51's rules before it was read.
  { name: "blind112", cases: answerCorpusBlind112, reportOnly: false },
  // Training (round 52), look-alikes: everyday answers of all engines (Elbe-Elster, Bezirk Güssing, Zulgtal/Eriz; 61–647 words, median 183); 20 name the
  // visitor, none by its exact name, and each of the other 20 holds a look-alike; written apart by a helper that read no rules; measured once under round 51's
  // rules and judge before it was read.
  { name: "blind116", cases: answerCorpusBlind116, reportOnly: false },
  // Training (round 52), look-alikes: everyday answers of all engines (Marburger Land/Oberlahn, Bezirk Murau, oberes Fricktal/Mettauertal; 62–614 words, median
  // 178); 20 name the visitor, none by its exact name, and each of the other 20 holds a look-alike; written apart by a helper that read no rules; measured once
  // under round 52's rules up to then (blind116's) before it was read.
  { name: "blind118", cases: answerCorpusBlind118, reportOnly: false },
  // Training (round 53, registered at its end), look-alikes: everyday answers of all engines, 20 name the visitor, none by its
  // exact name, and each of the other 20 holds a look-alike; written apart by helpers that read no rules, measured once under
  // round 53's final rules and judge before they were registered (README, table of first measurements); not yet read for a
  // rule. blind120 (Siegerland/Wittgenstein/Bergisches Land, Kärnten, Uri/Schwyz) and blind122 (Ambergau/Innerstetal,
  // Industrieviertel, Thurgau/Schaffhausen) give a target advised against or booked out no place (the conventions file);
  // blind124 (the regions of blind120) and blind126 (those of blind122) keep its place, as the older corpora do.
  { name: "blind120", cases: answerCorpusBlind120, reportOnly: false },
  { name: "blind122", cases: answerCorpusBlind122, reportOnly: false },
  { name: "blind124", cases: answerCorpusBlind124, reportOnly: false },
  { name: "blind126", cases: answerCorpusBlind126, reportOnly: false },
  // Training (round 54): blind132 (everyday answers; Artland/Osnabrücker Land and Angeln/Schwansen, Pielachtal/Ybbstal, Zürcher
  // Weinland), written apart by a helper that read no rules; measured once under round 54's rules and judge before it was read.
  { name: "blind132", cases: answerCorpusBlind132, reportOnly: false },
  // Training (round 54, at its end): blind130 (look-alikes; Haßberge/Grabfeld/Coburger Land, Gesäuse/Paltental/Steyrtal,
  // Sarganserland/Werdenberg), written apart by a helper that read no rules; measured once under round 54's final rules and
  // judge, registered and the judge retrained with it, not yet read for a rule.
  { name: "blind130", cases: answerCorpusBlind130, reportOnly: false },
  // Training (round 55, at its end): blind134 (look-alikes; Ruppiner Land/Prignitz, Lechtal/Außerfern and Pitztal,
  // Muotathal/Ybrig/Einsiedeln) and blind135 (everyday; Uckermark/Peenetal, Kamptal/Waldviertel and Bucklige Welt,
  // Entlebuch/Toggenburg), written apart by helpers that read no rules; measured once under round 55's final rules and judge,
  // registered and the judge retrained with them, not yet read for a rule.
  { name: "blind134", cases: answerCorpusBlind134, reportOnly: false },
  { name: "blind135", cases: answerCorpusBlind135, reportOnly: false },
  // Training (round 57, at its end): blind139 (look-alikes; Eiderstedt/Stapelholm, Mariazellerland/Salzatal, Frenkental/
  // Waldenburgertal), written apart by a helper that read no rules; measured once under round 57's final rules and judge
  // (mention 80.0 %, position 65.0 %), registered and the judge retrained with it; its misses read for round 58's rules.
  { name: "blind139", cases: answerCorpusBlind139, reportOnly: false },
  // Training (round 57, at its end): blind140 (everyday; Mansfelder Land/Kyffhäuser, Lesachtal/Gitschtal, Avers/Rheinwald/
  // Safiental), written apart by a helper that read no rules; measured once under round 57's final rules and the judge
  // retrained with blind139 (mention 97.5 %, position 95.0 %), registered and the judge retrained with it; its misses read
  // for round 58's rules.
  { name: "blind140", cases: answerCorpusBlind140, reportOnly: false },
  // Training (round 58, at its end): blind143 (look-alikes; Altmark/Wendland, Mühlviertel, Toggenburg/Neckertal), written apart
  // by a helper that read no rules; measured once under round 58's final rules and judge, registered and the judge
  // retrained with it; its misses read for round 59's rules.
  { name: "blind143", cases: answerCorpusBlind143, reportOnly: false },
  // Training (round 58, at its end): blind144 (everyday; Hessian Rhön/Hunsrück, Südsteiermark/Sausal, Entlebuch/Napf),
  // written apart by a helper that read no rules; measured once under round 58's final rules and the judge retrained with
  // blind143, registered and the judge retrained with it; its misses read for round 59's rules.
  { name: "blind144", cases: answerCorpusBlind144, reportOnly: false },
  // Training (round 59, during it): blind147 (look-alikes; Vulkaneifel/Bayerische Rhön, Innviertel/Hausruckviertel, Seerücken/
  // Appenzeller Hinterland), written apart by a helper that read no rules; measured once when it arrived, then read for
  // round 59's rules.
  { name: "blind147", cases: answerCorpusBlind147, reportOnly: false },
  // Training (round 59, during it): blind148 (everyday; Oberlausitz/Erzgebirge, Pinzgau/Lungau, Obwalden/Nidwalden/Fricktal),
  // written apart by a helper that read no rules; measured once when it arrived, then read for round 59's rules.
  { name: "blind148", cases: answerCorpusBlind148, reportOnly: false },
  // Training (round 59, during it): blind150 (everyday; Schwäbische Alb/Hohenlohe, Osttirol/Defereggental, Surselva/Lugnez),
  // written apart by a helper that read no rules; measured once when it arrived, then read for round 59's rules.
  { name: "blind150", cases: answerCorpusBlind150, reportOnly: false },
  // Training (round 59, during it): blind149 (look-alikes; Spessart/Odenwald, Mostviertel/Ybbstal, Zürcher Unterland/Klettgau),
  // written apart by a helper that read no rules; measured once when it arrived, then read for round 59's rules.
  { name: "blind149", cases: answerCorpusBlind149, reportOnly: false },
  // Training (round 60, during it): blind152 (look-alikes; Eichsfeld/Südharz, Gurktal/Metnitztal and Stubaital, Tösstal/Zürcher
  // Oberland) and blind153 (everyday; northern Nordfriesland/Frankenwald, Tennengau/Stubaital/Achental, Domleschg/Schams/
  // Albulatal), written apart by helpers that read no rules; measured once when they arrived, then read for round 60's rules.
  // Both helpers found Mieders and Telfes unused at the same time; their businesses were invented apart.
  { name: "blind152", cases: answerCorpusBlind152, reportOnly: false },
  { name: "blind153", cases: answerCorpusBlind153, reportOnly: false },
  // Training (round 60, during it): blind156 (look-alikes; Oberpfälzer Wald/Naabtal, Sauwald/Eferdinger Becken, Appenzeller
  // Vorderland/St. Galler Rheintal), written apart by a helper that read no rules; measured once when it arrived, then read.
  { name: "blind156", cases: answerCorpusBlind156, reportOnly: false },
  // Training (round 60, during it): blind157 (everyday, long: 15 answers over 600 words; Kraichgau/Stromberg, Mondseeland/
  // Attergau, Laufental/Schwarzbubenland), written apart by a helper that read no rules, asked for the shapes round 60's
  // first rules read (labels over lines, phrase headings), so its first figures test those rules, not rules unseen.
  { name: "blind157", cases: answerCorpusBlind157, reportOnly: false },
  // Training (round 61, during it): blind162 (special shapes; Hegau/Bodensee hinterland, Südburgenland around Oberwart,
  // Unterengadin/Val Müstair), written apart by a helper that read no rules, asked for shapes noticed in round 60 (a family in
  // the plural, vulgo names, surnames that are trade words, chains, table rows, "Zahnarzt Dr. X", an MVZ deep in a long
  // answer); measured once when it arrived (rules: mention 90.0 %, position 86.7 %, P 0.904), then read.
  { name: "blind162", cases: answerCorpusBlind162, reportOnly: false },
  // Training (round 61, during it): blind159 (look-alikes: the visitor never by its exact name; Chiemgau/Rupertiwinkel,
  // Wachau/Tullnerfeld, Fürstenland/Oberthurgau), written apart by a helper that read no rules; measured once when it arrived
  // (rules: mention 86.7 %, position 86.7 %, P 0.935; with the judge 83.3 %, 80.0 %, P 0.966), then read.
  { name: "blind159", cases: answerCorpusBlind159, reportOnly: false },
  // Training (round 61, during it): blind158 (everyday, long: 13 answers over 600 words; Altmühltal/Nördlinger Ries, Montafon/
  // Kleinwalsertal, Gantrisch/Gürbetal), written apart by a helper that read no rules; measured once when it arrived (rules:
  // mention 100 %, position 80.0 %, P 0.901; with the judge 100 %, 93.3 %, P 0.968), then read.
  { name: "blind158", cases: answerCorpusBlind158, reportOnly: false },
  // Training (round 62, during it): blind163 (everyday, long: 14 answers over 600 words; Pfaffenwinkel/Werdenfelser Land,
  // Attergau, Brienzersee/Haslital), written apart by a helper that read no rules; measured once when it arrived (rules:
  // mention 100 %, position 100 %, P 0.930; with the judge 100 %, 100 %, P 0.988), then read.
  { name: "blind163", cases: answerCorpusBlind163, reportOnly: false },
  // Training (round 62, during it): blind164 (look-alikes: the visitor never by its exact name, namesakes and similar names
  // in the missing cases; Rheingau/Untertaunus, Eisenwurzen, Glarnerland), written apart by a helper that read no rules;
  // measured once when it arrived, after round 62's first two rules (rules: mention 86.7 %, position 93.3 %, P 0.923; with
  // the judge 86.7 %, 93.3 %, P 0.973), then read.
  { name: "blind164", cases: answerCorpusBlind164, reportOnly: false },
  // Training (round 62, during it): blind165 (special shapes asked for: a closure after a relative clause, a trade word before
  // a plain noun, "<chain> in <town>", French and Italian names, titled doctors in prose, brands that look like names,
  // regional adjectives, transport named after places; Ostholstein/Fehmarn, Lafnitztal/Wechselland, Oberwallis), written apart
  // by a helper that read no rules; measured once when it arrived, after round 62's first three rules (rules: mention 100 %,
  // position 86.7 %, P 0.702; with the judge 100 %, 86.7 %, P 0.851), then read.
  { name: "blind165", cases: answerCorpusBlind165, reportOnly: false },
  // Training (round 62, during it): blind169 (busy layouts: comparison and price tables, map cards, description lines, two
  // names in one item, bold leads that are events, products, associations or specialities; Donaumoos/Schrobenhausener Land,
  // Sauwald/Pramtal, the mouths of the Diemtigtal and Kandertal), written apart by a helper that read no rules; measured once
  // when it arrived, after round 62's first fifteen rules (rules: mention 96.7 %, position 80.0 %, P 0.890; with the judge
  // 96.7 %, 86.7 %, P 0.910), then read.
  { name: "blind169", cases: answerCorpusBlind169, reportOnly: false },
  // Training (round 62, during it): blind168 (prose and places: businesses named in running text, position traps;
  // Jeverland/Wangerland, Zugspitz Arena/Außerfern, Jungfrauregion), written apart by a helper that read no rules; measured
  // once when it arrived, after round 62's first fifteen rules (rules: mention 86.7 %, position 100 %, P 0.935; with the judge
  // 86.7 %, 93.3 %, P 0.944), then read.
  { name: "blind168", cases: answerCorpusBlind168, reportOnly: false },
  // Training (round 63, during it): blind170 (everyday, long: 15 answers over 600 words; Altes Land/Stader Geest,
  // Gurktal/Metnitztal, Toggenburg), written apart by a helper that read no rules; measured once on arrival (rules: mention
  // 100 %, position 93.3 %, P 0.924), then read.
  { name: "blind170", cases: answerCorpusBlind170, reportOnly: false },
  // Training (round 63, during it): blind171 (special shapes asked for: two topics joined by a hyphen, names of words that are
  // no trade words, names in prose with foreign articles, a verdict after the mention, family names, legal-form variants,
  // closed and moved businesses; Eichsfeld, Gailtal/Lesachtal, Zürcher Unterland/Eglisau), written apart by a helper that read
  // no rules; measured once on arrival (rules: mention 90.0 %, position 86.7 %, P 0.795), then read.
  { name: "blind171", cases: answerCorpusBlind171, reportOnly: false },
  // Training (round 63, during it): blind175 (prose and positions: names in sentences, summary lists, the visitor named late,
  // verdicts after the name; Westallgäu, Steirisches Vulkanland, the Klettgau's eastern edge and the Rafzerfeld), written apart
  // by a helper that read no rules; measured once on arrival (rules: mention 86.7 %, position 86.7 %, P 0.898), then read.
  { name: "blind175", cases: answerCorpusBlind175, reportOnly: false },
  // Training (round 63, during it): blind174 (look-alikes: the visitor only in a variant or not at all beside namesakes;
  // Oberlausitz/Zittauer Gebirge, Pitztal and the Inntal around Imst, Seetal), written apart by a helper that read no rules;
  // measured once on arrival (rules: mention 96.7 %, position 93.3 %, P 0.938), then read.
  { name: "blind174", cases: answerCorpusBlind174, reportOnly: false },
  // Training (round 64, during it): blind176 (everyday, long: 14 answers over 600 words; Jerichower Land/Elbe-Havel-Winkel,
  // Ybbstal/Eisenwurzen, Thurgauer Seerücken), written apart by a helper that read no rules; measured once on arrival, after
  // round 64's first four rules (rules: mention 96.7 %, position 93.3 %, P 0.977), then read.
  { name: "blind176", cases: answerCorpusBlind176, reportOnly: false },
  // Training (round 64, during it): blind177 (look-alikes asked for: namesakes in other towns, the surname in another trade or
  // role, the place in another firm's name; the visitor by legal form, short form, owner, website, advised against or closed;
  // Rheiderland/Overledingerland, Katschtal/Murau, Sernftal), written apart by a helper that read no rules; measured once on
  // arrival, after round 64's first four rules (rules: mention 96.7 %, position 80.0 %, P 0.931), then read.
  { name: "blind177", cases: answerCorpusBlind177, reportOnly: false },
  // Training (round 64, during it): blind180 (the visitor in running text and in variants: in sentences, declined, by the
  // owner's given name, a short form, a table cell, the closing summary only, the titled owner, the website; Frankenwald/
  // Rodachtal, Gasteinertal/Raurisertal, Lugnez/Safiental), written apart by a helper that read no rules; measured once on
  // arrival, after round 64's first thirteen rules (rules: mention 96.7 %, position 86.7 %, P 0.903), then read.
  { name: "blind180", cases: answerCorpusBlind180, reportOnly: false },
  // Training (round 64, during it): blind181 (busy layouts: long answers with costs, tips, sights, events, specialities,
  // associations, platforms, authorities and brands around a few businesses, bold labels, sub-bullets, map cards, numbered
  // sources, chains and branches, closed and moved businesses; Wetterau/Knüll/Schwalm, Erlauftal/Pielachtal, Tösstal), written
  // apart by a helper that read no rules; measured once on arrival, after round 64's first thirteen rules (rules: mention 100 %, position 100 %, P 0.814), then read.
  { name: "blind181", cases: answerCorpusBlind181, reportOnly: false },
  // Training (round 65, during it): blind182 (positions hard to read: businesses introduced in running prose, comparisons,
  // summaries in another order, two names in one sentence, owners standing for their business, non-businesses between the
  // names; Prignitz/Ruppiner Land, Lungau/Murtal, Entlebuch/Napfbergland), written apart by a helper that read no rules;
  // measured once on arrival, after round 65's first thirteen rules (rules: mention 100 %, position 86.7 %, P 0.909), then read.
  { name: "blind182", cases: answerCorpusBlind182, reportOnly: false },
  // Training (round 65, during it): blind183 (look-alikes in everyday answers: the surname in another trade or a neighbouring
  // village, the village in another firm's name, the visitor by owner, short form, other spellings, chains' branches, the
  // visitor's site cited only as a source; Vogelsberg/Eichsfeld, Steirisches Vulkanland, Unterengadin/Val Müstair/Prättigau),
  // written apart by a helper that read no rules; measured once on arrival, after round 65's first twenty-six rules (rules:
  // mention 76.7 %, position 86.7 %, P 0.887), then read.
  { name: "blind183", cases: answerCorpusBlind183, reportOnly: false },
  // Training (round 66, during it): blind187 (positions from prose and mixed layouts: businesses introduced in running text
  // before a list, the visitor first named in a comparison, elided compounds shortened later, two names in one sentence,
  // services and people that are no businesses; Ostalb/Baar-Wutach, Nockberge/Rosental, Wiggertal/Frutigland), written apart
  // by a helper that read no rules; measured once on arrival, after round 66's first four rules (rules: mention 100 %,
  // position 100 %, P 0.875), then read.
  { name: "blind187", cases: answerCorpusBlind187, reportOnly: false },
  // Training (round 66, during it): blind186 (look-alikes only the visitor's own village or another house word tells apart:
  // the same name in a neighbouring village, the surname in another trade, a doctor of the same surname nearby, the village
  // in another firm's name; the visitor by owner, website, other word order; Solling/Lewitz, Almtal/Mürztal,
  // Schächental/upper Reuss valley), written apart by a helper that read no rules; measured once on arrival, after round
  // 66's first four rules (rules: mention 73.3 %, position 93.3 %, P 0.904), then read.
  { name: "blind186", cases: answerCorpusBlind186, reportOnly: false },
  // Training (round 67, during it): blind190 (everyday answers whose running text holds name-like word groups: two nouns in
  // prose, "Noun am/zum Noun" beside real names of that shape, "Bauvorschriften der Gemeinde", chains and banks named with
  // their place, "Besonders …: A, B" lines; Saargau/Bliesgau, Zillertal/Wildschönau, Suhrental/Seetal), written apart by a
  // helper that read no rules; measured once on arrival, after round 67's first three rules (rules: mention 100 %, position
  // 86.7 %, P 0.830), then read.
  { name: "blind190", cases: answerCorpusBlind190, reportOnly: false },
  // Training (round 67, during it): blind191 (look-alikes and where the visitor stands: the name shared by another trade, a
  // neighbouring village's business or a chain, the owner in another role; the visitor by its doctor or owner, short form,
  // domain or other legal form, advised against or closed; Ostfriesland/Friesland, Ötztal and Nenzing's Gamperdonatal,
  // Zürcher Oberland), written apart by a helper that read no rules; measured once on arrival, after round 67's first three
  // rules (rules: mention 86.7 %, position 73.3 %, P 0.821), then read.
  { name: "blind191", cases: answerCorpusBlind191, reportOnly: false },
  // Training (round 68, during it): blind194 (where an item's name begins and ends: a service and a person as a bold lead, a
  // titled doctor in a sentence item, two firms in one item, a chain after "die Kette"/"die Filiale von", a hamlet as a bold
  // lead before the firm, firms first named in prose; Havelland/Fischland-Darß, Mattigtal and its neighbours/Lesachtal
  // hamlets, Gantrisch/Schwarzenburgerland), written apart by a helper that read no rules; measured once on arrival, after
  // round 68's first nine rules (rules: mention 93.3 %, position 60.0 %, P 0.739), then read.
  { name: "blind194", cases: answerCorpusBlind194, reportOnly: false },
  // Training (round 68, during it): blind195 (running prose where trade nouns stand beside common nouns, capitalised word
  // groups that are no businesses, look-alikes told apart by village and street, the visitor by owner, short form or domain;
  // Butjadingen/Land Hadeln, hamlets of the Pitztal and the Paznaun, Thierstein/Laufental and its Jura neighbours), written
  // apart by a helper that read no rules; measured once on arrival, after round 68's first eight rules (rules: mention
  // 93.3 %, position 86.7 %, P 0.942), then read.
  { name: "blind195", cases: answerCorpusBlind195, reportOnly: false },
  // Training (round 69, during it): blind198 (where a list item's name begins and ends: a service with a person as a bold lead,
  // treatments and topics as leads beside firms, chains and branches, tables with a column of villages, two firms in one item,
  // a hamlet before the firm; Dübener Heide/Werdenfels hamlets, Villgratental/Großarltal hamlets, Maderanertal/Weisstannental
  // hamlets), written apart by a helper that read no rules; measured once on arrival, after round 69's first seven rules
  // (rules: mention 93.3 %, position 60.0 %, P 0.832), then read.
  { name: "blind198", cases: answerCorpusBlind198, reportOnly: false },
  // Training (round 69, during it): blind199 (long running prose: businesses introduced inside sentences beside capitalised word
  // groups that are no businesses, look-alikes told apart by village, street or trade, the visitor by owner, short form,
  // domain or legal form; Schwansen/Hüttener Berge and Kraichgau, Maltatal/Gitschtal, Kiental/Binntal and neighbouring hamlets),
  // written apart by a helper that read no rules; measured once on arrival, after round 69's first seven rules (rules:
  // mention 93.3 %, position 66.7 %, P 0.914), then read.
  { name: "blind199", cases: answerCorpusBlind199, reportOnly: false },
  // Training (round 70, during it): blind202 (word groups that are no businesses: description lines, addresses, memberships,
  // products and brands, events and seasons, courses, prices, persons without a business, trails and lifts; businesses
  // introduced in prose, two bold names in one item, the visitor by owner or doctor; Fichtelgebirge/Hallertau, Paznaun/Stanzertal
  // and Tobadill, Haslital/Schanfigg hamlets), written apart by a helper that read no rules; measured once on arrival, after
  // round 70's first three rules (rules: mention 100.0 %, position 66.7 %, P 0.894), then read.
  { name: "blind202", cases: answerCorpusBlind202, reportOnly: false },
  // Training (round 70, during it): blind203 (the order of the recommended businesses and the visitor's place: names first
  // introduced in prose or a table, headings and summaries in another order, the visitor as the second of two names, by owner,
  // short form, legal form or domain, look-alikes; Altmühltal/Hegau, Ausseerland/Wechselland, Valsertal/Safiental with
  // Obersaxen and the Heinzenberg), written apart by a helper that read no rules; measured once on arrival, after round 70's
  // first two rules (rules: mention 93.3 %, position 93.3 %, P 0.990), then read.
  { name: "blind203", cases: answerCorpusBlind203, reportOnly: false },
  // Training (round 71, at its start): blind206 (the order of the recommended businesses and the visitor's place: names first
  // in an intro, a table or a "Kurz gesagt", summaries in another order, the visitor as the second of two bold names, by owner,
  // short form, legal form or domain, after the list; look-alikes; Kellerwald/Lamer Winkel, Lammertal/Weissensee,
  // Saanenland/Frutigland hamlets; the Frutigland was also chosen by the writer of report-only blind208, so both hold some of the
  // same hamlets, no rule reads a place's name), written apart by a helper that read no rules; measured once on arrival, before
  // round 71's first rule (rules: mention 90.0 %, position 93.3 %, P 0.951), then read.
  { name: "blind206", cases: answerCorpusBlind206, reportOnly: false },
  // Training (round 71, at its start): blind207 (look-alikes and word groups that are no businesses: namesakes in the next
  // hamlet, the same family name in another trade or role, chains and makers of the same word, the visitor's hamlet in another
  // name; services, prices, seasons, events, memberships, dishes under bold leads; the visitor by owner, short form or domain;
  // Knüll/Taubergrund, Saalachtal/Kremstal, Kandertal and Weisstannental hamlets; the Kandertal's hamlets are also in
  // blind206 and report-only blind208), written apart by a helper that read no rules; measured once on arrival, after round
  // 71's first rule (rules: mention 93.3 %, position 80.0 %, P 0.863), then read.
  { name: "blind207", cases: answerCorpusBlind207, reportOnly: false },
  // Training (round 71, during it): blind210 (mixed everyday answers: lists, headings, tables, cards, long guides with many
  // platforms, an advised-against and a closed visitor, the visitor in passing, by owner, short form or domain, look-alikes;
  // Thüringer Wald/Grabfeld, Vulkanland and the Kaunerberg, Emmental with the Prättigau, the Bündner Herrschaft and Davos),
  // written apart by a helper that read no rules; measured once on arrival, after round 71's first 18 rules (rules: mention
  // 90.0 %, position 80.0 %, P 0.973), then read.
  { name: "blind210", cases: answerCorpusBlind210, reportOnly: false },
  // Training (round 71, during it): blind211 (who is recommended and in which order: names first in an intro, a "Kurz
  // gesagt" or a table, sections by place or kind, the visitor by short form, owner or domain or after the list, advised-against
  // and closed businesses before it, chains and platforms between entries; look-alikes; Zellertal/Odenwald, Innviertel/
  // Lavanttal, Toggenburg and the German-speaking Surselva), written apart by a helper that read no rules; measured once on
  // arrival, after round 71's first 18 rules and their mending (rules: mention 96.7 %, position 93.3 %, P 0.944), then read.
  { name: "blind211", cases: answerCorpusBlind211, reportOnly: false },
  // Training (round 72, at its start): blind213 (look-alikes and word groups that are no businesses: events, sights, routes,
  // dishes, programmes, clubs, authorities, labels, persons in roles, streets, brands and models beside the entries; namesakes
  // in the next hamlet, the same family name in another trade or role, the visitor's hamlet in other names; Spessart/Hunsrück,
  // Ausseerland/Mölltal, Obwalden and Appenzell Innerrhoden hamlets), written apart by a helper that read no rules; measured
  // once on arrival, before round 72's first rule (rules: mention 93.3 %, position 86.7 %, P 0.768), then read.
  { name: "blind213", cases: answerCorpusBlind213, reportOnly: false },
  // Training (round 72, at its start): blind212 (who is recommended and in which order: names first in an intro, an "Auf einen
  // Blick" box, a "Kurz gesagt" or a table and repeated in another order, sections by place or need, the visitor by short form,
  // owner or domain only, after the list or fifth, advised-against and closed businesses before it, platforms and chains
  // between entries; look-alikes; Hessische Rhön/Westerwald, Mühlviertel/Gailtal, Entlebuch and Zürcher Oberland hamlets),
  // written apart by a helper that read no rules; measured once on arrival, before round 72's first rule (rules: mention
  // 86.7 %, position 66.7 %, P 0.962), then read.
  { name: "blind212", cases: answerCorpusBlind212, reportOnly: false },
  // Training (round 72, during it): blind217 (look-alikes and word groups that are no businesses: courses, events, markets,
  // sights, trails, dishes, seals, programmes, associations, offices, labels, streets, brands beside the entries; namesakes in
  // the next hamlet, the same family name in another trade or role, the visitor's hamlet in other names; Schwäbische
  // Alb/Wendland, Gesäuse/Südburgenland, Simmental and Sensebezirk hamlets), written apart by a helper that read no rules;
  // measured once on arrival, after round 72's first 19 rules (rules: mention 100.0 %, position 93.3 %, P 0.915), then read.
  { name: "blind217", cases: answerCorpusBlind217, reportOnly: false },
  // Training (round 72, during it): blind216 (mixed everyday answers: lists, headings with detail bullets, tables, map cards,
  // long guides with many platforms, an advised-against and a closed visitor, the visitor in passing, by owner, short form,
  // legal form or domain only; look-alikes; Frankenwald/Altes Land, Pitztal/Lungau, Haslital and Schaffhauser Klettgau
  // hamlets), written apart by a helper that read no rules; measured once on arrival, after round 72's first 19 rules (rules:
  // mention 93.3 %, position 73.3 %, P 0.920), then read.
  { name: "blind216", cases: answerCorpusBlind216, reportOnly: false },
  // Training (round 73, at its start): blind221 (look-alikes and word groups that are no businesses: events, markets, products,
  // varieties, dishes, trails, sights, seals, associations, offices, programmes and persons in roles beside the entries;
  // namesakes in the next hamlet, the same family name in another trade or role, the visitor's hamlet in other names; Lüneburger
  // Heide/Bayerischer Wald, Stubaital/Leiblachtal, Berner Seeland and Linthgebiet hamlets), written apart by a helper that read
  // no rules; measured once on arrival, after round 73's first 4 rules (rules: mention 100.0 %, position 80.0 %, P 0.933), then
  // read.
  { name: "blind221", cases: answerCorpusBlind221, reportOnly: false },
  // Training (round 73, at its start): blind220 (who is recommended and in which order: names first in an intro, a "Kurz
  // gesagt" or a table and repeated in another order, sections by place or need, the visitor by short form, owner or domain
  // only, rearranged or after the list; look-alikes; Hochsauerland/Prignitz, Murau/Paznaun, Oberaargau and Freiamt hamlets),
  // written apart by a helper that read no rules; measured once on arrival, after round 73's first 10 rules (rules: mention
  // 100.0 %, position 80.0 %, P 0.935), then read.
  { name: "blind220", cases: answerCorpusBlind220, reportOnly: false },
  // Training (round 73, during it): blind224 (mixed everyday answers: lists, headings with detail bullets, tables, map cards,
  // long guides with many platforms, an advised-against and a closed visitor, the visitor in passing, by owner, short form,
  // legal form or domain only; look-alikes; Kyffhäuser/Ammerland, Ybbstaler Alpen/Großarltal, Gürbetal and Sarganserland
  // hamlets), written apart by a helper that read no rules; measured once on arrival, after round 73's first 14 rules (rules:
  // mention 90.0 %, position 86.7 %, P 0.974), then read.
  { name: "blind224", cases: answerCorpusBlind224, reportOnly: false },
  // Training (round 73, during it): blind226 (look-alikes and word groups that are no businesses: events, markets, dishes,
  // varieties, trails, sights, seals, clubs, offices, courses and persons in roles beside the entries; namesakes in the next
  // hamlet, some with a website of their own, the same family name in another trade or role; Sächsische Schweiz/Südwestpfalz,
  // Kleinwalsertal/Südsteirisches Weinland, Muotatal and Rheinwald hamlets), written apart by a helper that read no rules;
  // measured once on arrival, after round 73's first 19 rules (rules: mention 96.7 %, position 86.7 %, P 0.874), then read.
  { name: "blind226", cases: answerCorpusBlind226, reportOnly: false },
  // Training (round 74, during it): blind232 (who is recommended and in which order: names first in an intro, a "Kurz gesagt"
  // box or a table, then in another order; sections by place or need; the visitor by short form, owner, domain, swapped words
  // or after the list; look-alikes; Ermstal/Tölzer Land, Rauriser Tal/Paltental, Saanenland and Sörenberg hamlets), written
  // apart by a helper that read no rules; measured once on arrival, after round 74's first 3 rules (rules: mention 100.0 %,
  // position 86.7 %, P 1.000), then read.
  { name: "blind232", cases: answerCorpusBlind232, reportOnly: false },
  // Training (round 74, during it): blind230 (mixed everyday answers: numbered lists, headings with detail bullets, tables,
  // map cards, paragraphs; the visitor in name variants, advised against or taking no patients; other businesses advised
  // against or closed; look-alikes; Naheland/Holsteinische Schweiz, Kainachtal/Maltatal, Sigriswil and Albulatal hamlets),
  // written apart by a helper that read no rules; measured once on arrival, after round 74's first 3 rules (rules: mention
  // 90.0 %, position 73.3 %, P 0.940), then read.
  { name: "blind230", cases: answerCorpusBlind230, reportOnly: false },
  // Training (round 74, during it): blind234 (namesakes with an address: answers that give businesses' streets, postal codes,
  // towns, phones or websites; the visitor in the place asked about, namesakes of the same or a similar name in another town,
  // sometimes both in one answer; Fränkische Schweiz/Probstei, Klostertal/Görtschitztal, Sernftal and Valsertal hamlets),
  // written apart by a helper that read no rules; measured once on arrival, after round 74's first 3 rules (rules: mention
  // 86.7 %, position 80.0 %, P 0.958), then read.
  { name: "blind234", cases: answerCorpusBlind234, reportOnly: false },
  // Training (round 74, during it): blind228 (look-alikes and word groups that are no businesses: festivals, markets, products,
  // dishes, trails, sights, associations, offices, labels, courses, addresses and equipment beside the entries; namesakes in
  // the next hamlet, the same family name in another trade or role; Glottertal/Hotzenwald, Gölsental/Gschnitztal,
  // Calfeisental and Urserental hamlets), written apart by a helper that read no rules; measured once on arrival, after round
  // 74's first 3 rules (rules: mention 96.7 %, position 86.7 %, P 0.897), then read.
  { name: "blind228", cases: answerCorpusBlind228, reportOnly: false },
  // Training (round 75, at its start): blind236 (look-alikes and word groups that are no businesses: markets, products,
  // dishes, courses, alps and their cheese, a sled brand, a bus stop, persons in roles of the visitor's family name (club
  // chairman, ski club head, official vet, building adviser), the same family name in another trade; Bergisches
  // Land/Rupertiwinkel, Rosental/Pitztal and Imst, Lugnez and Kandertal hamlets), written apart by a helper that read no
  // rules; measured once on arrival, with round 74's rules (rules: mention 100.0 %, position 73.3 %, P 0.846), then read.
  { name: "blind236", cases: answerCorpusBlind236, reportOnly: false },
  // Training (round 75, at its start): blind240 (mixed everyday answers: lists, headings with detail bullets, tables, map
  // cards, paragraphs; the visitor by owner, short form, swapped words or spelling, advised against, taking no patients or
  // closed; other businesses advised against or closed; look-alikes; Murgtal/Isarwinkel, Lavanttal/Mieminger Plateau, Goms
  // and Östlich Raron/Fricktal hamlets), written apart by a helper that read no rules; measured once on arrival, with round
  // 74's rules (rules: mention 93.3 %, position 60.0 %, P 0.927), then read.
  { name: "blind240", cases: answerCorpusBlind240, reportOnly: false },
  // Training (round 75, at its start): blind238 (who is recommended and in which order: names first in an intro, a "Kurz
  // gesagt" box or a table, then in another order; the visitor by short form, owner, domain only, swapped words or only
  // after the list; the visitor's exact name at another hamlet with its own domain; look-alikes; Fehmarn/Taubertal,
  // Brixental/Lesachtal and upper Gailtal, Neckertal and Degersheim/Wasseramt and lower Emmental hamlets), written apart by a
  // helper that read no rules; measured once on arrival, after round 75's first rule (rules: mention 100.0 %, position
  // 66.7 %, P 0.950), then read.
  { name: "blind238", cases: answerCorpusBlind238, reportOnly: false },
  // Training (round 75, at its start): blind242 (namesakes with an address: streets, postal codes with hamlets, phones and
  // websites; the visitor in the place asked about and namesakes of the same or a similar name in another hamlet, sometimes
  // both in one answer; Kellerwald/Dithmarschen, Alpbachtal/Almtal, Haslital and Klettgau/Rafzerfeld hamlets), written apart
  // by a helper that read no rules; measured once on arrival, after round 75's first rule (rules: mention 93.3 %, position
  // 80.0 %, P 0.968), then read.
  { name: "blind242", cases: answerCorpusBlind242, reportOnly: false },
  // Training (round 76, at its start): blind248 (mixed everyday answers: lists, headings with detail bullets, tables, map
  // cards, questions back; the visitor by its owner or doctor, its domain alone or a short form; advised against or closed;
  // Wendland/Eichsfeld, Weinviertel/Stubaital, Gantrisch and Napf hamlets), written apart by a helper that read no rules;
  // measured once on arrival, after round 76's first eight rules (rules: mention 100.0 %, position 73.3 %, P 0.908), then read.
  { name: "blind248", cases: answerCorpusBlind248, reportOnly: false },
  // Training (round 76, at its start): blind244 (look-alikes: similar names, the same surname in another trade, the place's
  // name in another firm's, a namesake elsewhere; Usedom/Barnim, Lungau/Triestingtal, Entlebuch and Val Müstair hamlets),
  // written apart by a helper that read no rules; measured once on arrival, after round 76's first eleven rules (rules:
  // mention 96.7 %, position 73.3 %, P 0.882), then read.
  { name: "blind244", cases: answerCorpusBlind244, reportOnly: false },
  // Training (round 76, at its start): blind250 (namesakes with an address: the visitor in the place asked about, namesakes of
  // the same or a similar name elsewhere, by street, postal code, website or map card; Odenwald/Hunsrück, Montafon/lower
  // Gailtal, Freiamt and Seetal hamlets), written apart by a helper that read no rules; measured once on arrival, after
  // round 76's first twelve rules (rules: mention 80.0 %, position 73.3 %, P 0.908), then read.
  { name: "blind250", cases: answerCorpusBlind250, reportOnly: false },
  // Training (round 76, at its start): blind246 (who is recommended and in which order: the visitor at varied places, regions,
  // dishes, associations and closed businesses before it; Saale-Unstrut/Schwarzatal, Drautal/Wachau, Zürcher Oberland and
  // Surselva hamlets), written apart by a helper that read no rules; it arrived after the round's rules were final and was
  // measured once then (rules: mention 93.3 %, position 60.0 %, P 0.894); read by the judge only this round.
  { name: "blind246", cases: answerCorpusBlind246, reportOnly: false },
  // Training (round 77, at its start): blind252 (look-alikes: the same surname in another trade or place, the same kind in the
  // village, the village's name in another firm; Chiemgau/Bayerischer Wald, Gesäuse/Salzkammergut, Toggenburg and the upper
  // Emmental), measured once on arrival under round 77's first rules (rules alone: mention 83.3 %, position 80.0 %, P 0.959),
  // then read.
  { name: "blind252", cases: answerCorpusBlind252, reportOnly: false },
  // Training (round 77, at its start): blind254 (who is recommended and in which order: the visitor first, in the middle, last,
  // in a table row, on a "Weitere Optionen" line, on the last map card, only in the closing paragraph; Sächsische Schweiz/
  // Erzgebirge, Murau/Pinzgau, Muotatal and Bündner Herrschaft), measured once on arrival (rules alone: mention 100.0 %,
  // position 60.0 %, P 0.796), then read.
  { name: "blind254", cases: answerCorpusBlind254, reportOnly: false },
  // Training (round 77, at its start): blind256 (mixed everyday answers: the visitor by its full name, a short form, the
  // dentist's or vet's name, its domain only, advised against or no longer renting; Sauerland/Eifel, Südsteiermark/
  // mittleres Burgenland and the Günser Gebirge, Simmental/Saanenland with Diemtigtal and Pays-d'Enhaut), measured once on
  // arrival (rules alone: mention 96.7 %, position 86.7 %, P 0.973), then read.
  { name: "blind256", cases: answerCorpusBlind256, reportOnly: false },
  // Training (round 77, at its start): blind258 (namesakes with an address: the visitor in the place asked about, namesakes
  // elsewhere, nine answers with both; Hohenlohe/Frankenwald, Mostviertel/Bucklige Welt with Rosalia and Wechsel, Schaffhausen
  // and Fricktal), measured once on arrival (rules alone: mention 96.7 %, position 93.3 %, P 0.955), then read.
  { name: "blind258", cases: answerCorpusBlind258, reportOnly: false },
  // Report-only (round 32): realistic answers (30 long, 10 short; 152–455 words, median 319.5; half name the visitor)
  // written apart by a helper that read no rules, at the start of round 32; registered unmeasured and measured once at
  // the end of the round; never read for a rule or the judge; only its figures are printed.
  { name: "blind53", cases: answerCorpusBlind53, reportOnly: true },
  // Report-only (round 33): realistic answers with and without web search (104–421 words, median 219; 20 name the visitor)
  // written apart by a helper that read no rules, at the start of round 33; registered unmeasured and measured once at
  // the end of the round; never read for a rule or the judge; only its figures are printed.
  { name: "blind57", cases: answerCorpusBlind57, reportOnly: true },
  // Report-only (round 34): realistic answers with and without web search (113–436 words, median 229.5; 20 name the
  // visitor) written apart by a helper that read no rules, at the start of round 34; registered unmeasured and measured
  // once at the end of the round; never read for a rule or the judge; only its figures are printed.
  { name: "blind63", cases: answerCorpusBlind63, reportOnly: true },
  // Report-only (round 34): realistic answers with and without web search (105–457 words, median 241; 20 name the
  // visitor) written apart by a helper that read no rules, during round 34; registered unmeasured and measured once at
  // the end of the round; never read for a rule or the judge; only its figures are printed.
  { name: "blind67", cases: answerCorpusBlind67, reportOnly: true },
  // Report-only (round 35): realistic everyday answers with and without web search (102–455 words, median 222; 20 name the
  // visitor) written apart by a helper that read no rules, at the start of round 35; registered unmeasured and measured
  // once at the end of the round; never read for a rule or the judge; only its figures are printed.
  { name: "blind68", cases: answerCorpusBlind68, reportOnly: true },
  // Report-only (round 35): realistic answers with and without web search (101–442 words, median 208; 20 name the visitor)
  // written apart by a helper that read no rules, during round 35; registered unmeasured and measured once at the end of
  // the round; never read for a rule or the judge; only its figures are printed.
  { name: "blind74", cases: answerCorpusBlind74, reportOnly: true },
  // Report-only (round 36): realistic everyday answers with and without web search (105–447 words, median 191.5; 20 name
  // the visitor) written apart by a helper that read no rules, at the start of round 36; registered unmeasured and measured
  // once at the end of the round; never read for a rule or the judge; only its figures are printed.
  { name: "blind82", cases: answerCorpusBlind82, reportOnly: true },
  // Report-only (round 37): a general mix of everyday answers in every engine's style (93–440 words, median 193.5; 20 name
  // the visitor, 12 of the other 20 hold a look-alike) written apart by a helper that read no rules, at the start of round
  // 37; committed unmeasured (b1b930d) and measured once at the end of the round; never read for a rule or the judge; only
  // its figures are printed.
  { name: "blind87", cases: answerCorpusBlind87, reportOnly: true },
  // Report-only (round 38): everyday answers of all engines (87–596 words, median 229.5; 20 name the visitor, 12 of the
  // other 20 hold a look-alike) written apart by a helper that read no rules, at the start of round 38; committed
  // unmeasured (c193b26), registered after the rules and the judge were final and measured once; never read for a rule or
  // the judge; only its figures are printed.
  { name: "blind92", cases: answerCorpusBlind92, reportOnly: true },
  // Report-only (round 39): everyday answers of all engines (20 name the visitor, 12 of the other 20 hold a look-alike)
  // written apart by a helper that read no rules, at the start of round 39; committed unmeasured (42d520d), registered after
  // the rules and the judge were final and measured once; never read for a rule or the judge; only its figures are printed.
  { name: "blind97", cases: answerCorpusBlind97, reportOnly: true },
  // Report-only (round 47): everyday answers of all engines from three regions not used before (83–341 words, median 173;
  // 20 name the visitor, 12 of the other 20 hold a look-alike) written apart by a helper that read no rules; registered
  // unmeasured, no rule or judge changed this round; only its figures are printed.
  { name: "blind98", cases: answerCorpusBlind98, reportOnly: true },
  // Report-only (round 48): everyday answers of all engines from three regions not used before (68–630 words, median 155.5;
  // 20 name the visitor, 12 of the other 20 hold a look-alike) written apart by a helper that read no rules; registered
  // after the round's rules and judge were final and measured once; only its figures are printed.
  { name: "blind100", cases: answerCorpusBlind100, reportOnly: true },
  // Report-only (round 48): blind99 (Hüttener Berge, Sellraintal, Bözberg; meant for training) and blind102 (Anhalt-Bitterfeld,
  // Bezirk Jennersdorf, Innerschwyz), each 40 everyday answers of all engines (20 name the visitor, 12 of the other 20 hold a
  // look-alike) written apart by a helper that read no rules; they arrived after the round's rules and judge were final,
  // were read by no one, registered report-only and measured once; only their figures are printed.
  { name: "blind99", cases: answerCorpusBlind99, reportOnly: true },
  { name: "blind102", cases: answerCorpusBlind102, reportOnly: true },
  // Report-only (round 49): blind104 (Ahrtal, TirolWest/Stanzertal, Mittelthurgau) and blind105 (Westhavelland, Trattnachtal,
  // Wahlkreis Wil), each 40 everyday answers of all engines (20 name the visitor, 12 of the other 20 hold a look-alike) written
  // apart by a helper that read no rules at the start of round 49; committed unread, given a second reading, registered after
  // the round's rules and judge were final and measured once; only their figures are printed.
  { name: "blind104", cases: answerCorpusBlind104, reportOnly: true },
  { name: "blind105", cases: answerCorpusBlind105, reportOnly: true },
  // Report-only (round 50): blind108 (Haßberge, Oberinnviertel, Bezirk Weinfelden) and blind110 (Probstei, Östliches
  // Mittelgebirge, Hinterrheintal), each 40 everyday answers of all engines (20 name the visitor, 12 of the other 20 hold a
  // look-alike) written apart by a helper that read no rules during round 50; read by no one, registered after the round's
  // rules and judge were final and measured once; only their figures are printed.
  { name: "blind108", cases: answerCorpusBlind108, reportOnly: true },
  { name: "blind110", cases: answerCorpusBlind110, reportOnly: true },
  // Report-only (round 51): blind113 (Grabfeld, Melktal, Längenberg; everyday answers, 20 name the visitor) and blind115
  // (Südeifel, Mühlviertler Kernland, Studenland; look-alikes: the visitor never by its exact name, and each of the other 20
  // answers holds a look-alike), each 40 answers of all engines written apart by a helper that read no rules during round 51;
  // no one read their answers (their writers' reports named the kinds of look-alikes), registered after the round's rules and
  // judge were final and measured once; only their figures are printed. blind113's Swiss answers ask about the same
  // Längenberg villages as the training corpus blind112 (both helpers found the region unused at the same time); their
  // businesses were invented apart.
  { name: "blind113", cases: answerCorpusBlind113, reportOnly: true },
  { name: "blind115", cases: answerCorpusBlind115, reportOnly: true },
  // Report-only (round 52): blind117 (Hessisches Hinterland/Lahn-Dill-Bergland, Nibelungengau/südliches Waldviertel,
  // Sarganserland/Wartau; look-alikes: the visitor never by its exact name, and each of the other 20 answers holds a look-alike)
  // and blind119 (Osterzgebirge/Kohrener Land, Oberes Mühlviertel, Oberwallis; everyday answers, 20 name the visitor), each 40
  // answers of all engines written apart by a helper that read no rules during round 52; no one read their answers (their
  // writers' reports named regions, counts and lengths only), registered after the round's rules and judge were final and
  // measured once; only their figures are printed.
  { name: "blind117", cases: answerCorpusBlind117, reportOnly: true },
  { name: "blind119", cases: answerCorpusBlind119, reportOnly: true },
  // Report-only (round 53): blind123 (Werdenfelser Land/Hallertau/Landkreis Cham/Bayerischer Wald, Weststeiermark and
  // Südweststeiermark, Luzern/Obwalden/Nidwalden; everyday answers, 20 name the visitor), 40 answers of all engines written apart
  // by a helper that read no rules during round 53; no one read its answers (its writer's report named regions, counts and
  // lengths only), registered after the round's rules were final and measured once; only its figures are printed. It follows
  // the conventions file for a target named but not recommended (no place), as blind104 … blind119 do.
  { name: "blind123", cases: answerCorpusBlind123, reportOnly: true },
  // Report-only (round 53, late): blind127 (Werdenfelser Land/Hallertau/Cham/Bayerischer Wald, Schilcherland/Koralm/
  // Südweststeiermark, Luzern/Obwalden/Nidwalden; everyday answers, 20 name the visitor), written apart by a helper that read
  // no rules; no one read its answers; registered after the round's rules were final and measured once. It keeps the place of
  // a target named but not recommended, as the older corpora and the product do.
  { name: "blind127", cases: answerCorpusBlind127, reportOnly: true },
  // Report-only (round 53, late): blind121 (Linzgau/Zollernalb/Oberes Donautal, Tiroler Oberland/Wipptal/Achental, Berner
  // Oberland/Sensebezirk; look-alikes: the visitor never by its exact name, and each of the other 20 answers holds a look-alike),
  // written apart by a helper that read no rules; no one read its answers; registered after the round's rules were final and
  // measured once. It gives a target advised against or closed no place (the conventions file), as blind104 … blind123 do.
  { name: "blind121", cases: answerCorpusBlind121, reportOnly: true },
  // Report-only (round 53, at its end): blind125 (look-alikes; the regions of blind121, other places; keeps the place of a
  // target booked out or advised against), written apart by a helper that read no rules; no one read its answers (the first
  // lines of its first case were shown once by mistake, after it was measured, and not used); measured
  // once under round 53's final rules and judge, before the judge was retrained on blind120 … blind126.
  { name: "blind125", cases: answerCorpusBlind125, reportOnly: true },
  // Report-only (round 54): blind128 (look-alikes: Nordoberpfalz/Stiftland/Fichtelgebirge, Traunviertel/Kremstal and
  // Wechselland, Knonauer Amt/Zurzibiet) and blind129 (everyday answers: Schaumburg/Lipper Land/Wesermarsch/Ammerland,
  // Paznaun/Tannheimer Tal/Almenland, Linthgebiet/Gaster/Lötschental), 40 answers each of all engines, written apart during
  // round 54 by helpers that read no rules; no one read their answers (their writers' reports gave counts and lengths only);
  // registered after the round's rules and judge were final and measured once. Both keep the place of a target named but not
  // recommended, as the older corpora and the product do.
  { name: "blind128", cases: answerCorpusBlind128, reportOnly: true },
  { name: "blind129", cases: answerCorpusBlind129, reportOnly: true },
  // Report-only (round 54, at its end): blind133 (everyday answers; Isental/Rottal and Altmark, Ausseerland and the Mühlviertel's
  // Böhmerwald edge, Freiamt), written apart by a helper that read no rules; no one read its answers; registered after the
  // round's rules and judge were final and measured once. It keeps the place of a target named but not recommended.
  { name: "blind133", cases: answerCorpusBlind133, reportOnly: true },
  // Report-only (round 55, at its end): blind136 (look-alikes; Spreewald/Niederlausitz and Vogtland, Lavanttal and
  // Südoststeiermark, Emmental/Oberaargau), blind137 (everyday; Hohenlohe/Taubergrund, Innviertel/Hausruckviertel,
  // Goms/Haslital) and blind138 (mixed; Altes Land/Kehdingen, Lungau, Prättigau/Schanfigg), written apart by helpers that read
  // no rules; no one read their answers; registered after the round's rules and judge were final and measured once.
  { name: "blind136", cases: answerCorpusBlind136, reportOnly: true },
  { name: "blind137", cases: answerCorpusBlind137, reportOnly: true },
  { name: "blind138", cases: answerCorpusBlind138, reportOnly: true },
  // Report-only (round 57, at its end): blind141 (mixed; Drömling/Lappwald, Pielachtal/Dirndltal, Zürcher Weinland/
  // Stammertal), written apart by a helper that read no rules; no one read its answers; registered after the round's rules
  // and judge were final and measured once.
  { name: "blind141", cases: answerCorpusBlind141, reportOnly: true },
  // Report-only (round 58): blind142 (mixed; Vogelsberg/Kellerwald-Edertal, Waldviertel around Zwettl and Gmünd, Emmental/
  // Oberaargau), written apart by a helper that read no rules; no one read its answers; registered after the round's rules
  // and judge were final and measured once.
  { name: "blind142", cases: answerCorpusBlind142, reportOnly: true },
  // Report-only (round 59): blind145 (Uckermark/Prignitz, Südsteiermark/Lavanttal, Entlebuch/Luzerner Hinterland), blind146
  // (Hunsrück/Westerwald, Bucklige Welt/Joglland, Zürcher Weinland/Freiamt) and blind151 (Spreewald/Fläming, Weinviertel/
  // Marchfeld, Sensebezirk/Berner Seeland), 30 mixed answers each, written apart by helpers that read no rules; no one read
  // their answers; registered after the round's rules and judge were final and measured once.
  { name: "blind145", cases: answerCorpusBlind145, reportOnly: true },
  { name: "blind146", cases: answerCorpusBlind146, reportOnly: true },
  { name: "blind151", cases: answerCorpusBlind151, reportOnly: true },
  // Report-only (round 60): blind154 (Steigerwald/Frankenhöhe, Mittelburgenland/Rosaliengebirge, Thal/Wasseramt) and blind155
  // (Westpfalz/Nordpfälzer Bergland, Gesäuse/steirisches Ennstal, Oberbaselbiet/Wasseramt), 30 mixed answers each, written
  // apart by helpers that read no rules; no one read their answers; registered after the round's rules and judge were final
  // and measured once. Both helpers found five Wasseramt villages unused at the same time; their businesses were invented apart.
  { name: "blind154", cases: answerCorpusBlind154, reportOnly: true },
  { name: "blind155", cases: answerCorpusBlind155, reportOnly: true },
  // Report-only (round 61): blind160 (Markgräflerland/Kaiserstuhl, Pongau/Flachgau, Simmental/Saanenland) and blind161
  // (Oderbruch/Barnim, Leithagebirge/Heideboden, Ägerital/Zugerland), 30 mixed answers each, written apart by helpers that read
  // no rules; no one read their answers; registered after the round's rules and judge were final and measured once.
  { name: "blind160", cases: answerCorpusBlind160, reportOnly: true },
  { name: "blind161", cases: answerCorpusBlind161, reportOnly: true },
  // Report-only (round 62): blind166 (Sächsische Schweiz, Kaiserwinkl/Alpbachtal, March/Wägital and two nearest unused places)
  // and blind167 (Knüll/Schwalm, Thayatal/Retzer Land, Tösstal), 30 mixed answers each, written apart by helpers that read no
  // rules; no one read their answers; registered after the round's rules and judge were final and measured once.
  { name: "blind166", cases: answerCorpusBlind166, reportOnly: true },
  { name: "blind167", cases: answerCorpusBlind167, reportOnly: true },
  // Report-only (round 63): blind172 (Hohenlohe/Kocher- and Jagsttal, Mölltal/Oberkärnten, Prättigau) and blind173 (Hessische
  // Rhön/Fuldaer Land, Lungau, Fricktal and the neighbouring Bözberg), 30 mixed answers each, written apart by helpers that read
  // no rules; no one read their answers; registered after the round's rules and judge were final and measured once.
  { name: "blind172", cases: answerCorpusBlind172, reportOnly: true },
  { name: "blind173", cases: answerCorpusBlind173, reportOnly: true },
  // Report-only (round 64): blind178 (Hunsrück-Hochwald/Idarwald, Paznaun/Stanzertal, Diemtigtal/Niedersimmental; mixed
  // everyday answers) and blind179 (Hümmling/southern Emsland, Großes Walsertal, Melchtal/Kerns; answers whose positions are
  // hard to read), 30 answers each, written apart by helpers that read no rules; no one read their answers; registered after
  // the round's rules and judge were final and measured once.
  { name: "blind178", cases: answerCorpusBlind178, reportOnly: true },
  { name: "blind179", cases: answerCorpusBlind179, reportOnly: true },
  // Report-only (round 65): blind184 (Altmark/Wendland, Mühlviertel, Zürcher Weinland/Klettgau; mixed everyday answers) and
  // blind185 (Oberpfälzer Wald/Fichtelgebirge, Joglland/Wechselland, Toggenburg/Appenzeller Vorderland; who is recommended and
  // in which order read from prose, comparisons and summaries), 30 answers each, written apart by helpers that read no rules;
  // no one read their answers; registered after the round's rules and judge were final and measured once.
  { name: "blind184", cases: answerCorpusBlind184, reportOnly: true },
  { name: "blind185", cases: answerCorpusBlind185, reportOnly: true },
  // Report-only (round 66): blind188 (Diemelsee/Upland and Werra-Meißner, Machland/Traisental, Glarus/Urnerboden; mixed
  // everyday answers) and blind189 (Lüneburger Heide/Schorfheide, Kaunertal/Villgraten, Randen/Kiesental; who is recommended,
  // look-alikes and where the visitor stands), 30 answers each, written apart by helpers that read no rules; no one read
  // their answers; registered after the round's rules and judge were final and measured once.
  { name: "blind188", cases: answerCorpusBlind188, reportOnly: true },
  { name: "blind189", cases: answerCorpusBlind189, reportOnly: true },
  // Report-only (round 67): blind192 (Taunus/Nordeifel, Semmering/Feistritztal/Salzkammergut, Saastal/Mattertal; mixed everyday
  // answers) and blind193 (Münsterland/Baumberge, Hochschwab/Jauntal, Engelberg valley and the Glaubenberg road to the
  // Entlebuch; who is recommended and in which order, with look-alikes), 30 answers each, written apart by helpers that read
  // no rules; no one read their answers; registered after the round's rules and judge were final and measured once.
  { name: "blind192", cases: answerCorpusBlind192, reportOnly: true },
  { name: "blind193", cases: answerCorpusBlind193, reportOnly: true },
  // Report-only (round 68): blind196 (Müritz/Uecker-Randow, Defereggental/Virgental, Aaretal/Gürbetal; mixed everyday answers)
  // and blind197 (Kinzigtal/Berchtesgadener Land, Stubaital/Wipptal hamlets, Lauterbrunnental/Haslital hamlets; who is
  // recommended and in which order, with look-alikes), 30 answers each, written apart by helpers that read no rules; no one
  // read their answers; registered after the round's rules and judge were final and measured once.
  { name: "blind196", cases: answerCorpusBlind196, reportOnly: true },
  { name: "blind197", cases: answerCorpusBlind197, reportOnly: true },
  // Report-only (round 69): blind200 (Kyffhäuser/Siegerland, Salzatal/Brandnertal and neighbouring hamlets, Avers/Rheinwald and
  // the Schams; mixed everyday answers) and blind201 (Drömling/Uelzen heath, Lechtal/Tannheimer Tal hamlets, Lötschental and
  // Goms with neighbouring hamlets; who is recommended and in which order, with look-alikes), 30 answers each, written apart
  // by helpers that read no rules; no one read their answers; registered after the round's rules and judge were final and
  // measured once.
  { name: "blind200", cases: answerCorpusBlind200, reportOnly: true },
  { name: "blind201", cases: answerCorpusBlind201, reportOnly: true },
  // Report-only (round 70): blind204 (Hümmling/Oberlausitz, Murau/Lesachtal, Schwarzenburgerland/Fricktal hamlets; mixed
  // everyday answers) and blind205 (Spessart/Nördlinger Ries, Bucklige Welt/Mühlviertel, Wiggertal hamlets; who is recommended
  // and in which order, with look-alikes), 30 answers each, written apart by helpers that read no rules; no one read their
  // answers; registered after the round's rules and judge were final and measured once.
  { name: "blind204", cases: answerCorpusBlind204, reportOnly: true },
  { name: "blind205", cases: answerCorpusBlind205, reportOnly: true },
  // Report-only (round 71): blind208 (Hoher Fläming/Chiemgau, Wildschönau/Alpbachtal and Pöllauer Tal, Frutigland and the
  // Aargauer/Luzerner Seetal hamlets; mixed everyday answers) and blind209 (Ostallgäu/Wetterau, Almtal/Joglland, Glarner
  // Hinterland/Zürcher Weinland and neighbouring areas; who is recommended and in which order, with look-alikes), 30 answers
  // each, written apart by helpers that read no rules; no one read their answers; registered after the round's rules and judge
  // were final and measured once. The Frutigland was also chosen by the writers of training blind206 and blind207 (some hamlets
  // are in both; no rule reads a place's name).
  { name: "blind208", cases: answerCorpusBlind208, reportOnly: true },
  { name: "blind209", cases: answerCorpusBlind209, reportOnly: true },
  // Report-only (round 72): blind214 (Fichtelgebirge/Altmühltal, Bregenzerwald/Waldviertel, Schwarzenburgerland and
  // Hinterthurgau hamlets; mixed everyday answers) and blind215 (Vulkaneifel/Uckermark, steirisches Ennstal/Mostviertel,
  // Luzerner Hinterland and Goms; who is recommended and in which order, with look-alikes), written at the round's start, and
  // blind218 (Vogelsberg/Spreewald, Montafon/Weinviertel, Zürcher Unterland and Urner Reusstal; mixed) and blind219
  // (Hohenlohe/Ostfriesland, Defereggental/Rosental, Fricktal and Ägerital; order and look-alikes), written halfway; 30 answers
  // each, written apart by helpers that read no rules; no one read their answers; registered after the round's rules and judge
  // were final and measured once.
  { name: "blind214", cases: answerCorpusBlind214, reportOnly: true },
  { name: "blind215", cases: answerCorpusBlind215, reportOnly: true },
  { name: "blind218", cases: answerCorpusBlind218, reportOnly: true },
  { name: "blind219", cases: answerCorpusBlind219, reportOnly: true },
  // Report-only (round 73): blind222 (Eichsfeld/Rheingau, Tannheimer Tal/Gurktal, Knonauer Amt and Thurgauer Seerücken; who is
  // recommended and in which order, with look-alikes) and blind223 (Oberlausitz/Nordfriesland, Ötztal/Wechselland, Waldenburgertal
  // and Engelberg; look-alikes and word groups that are no businesses), written at the round's start, and blind225 (Oberpfälzer
  // Wald/Werra-Meißner, Kamptal/Tiroler Oberland, Zurzibiet and Rigi; mixed everyday answers) and blind227 (Westallgäu/Ahrtal,
  // Stodertal/Wachau, Lötschental and Laufental; order and look-alikes), written during it; 30 answers each, written apart by
  // helpers that read no rules; no one read their answers; registered after the round's rules and judge were final and measured
  // once.
  { name: "blind222", cases: answerCorpusBlind222, reportOnly: true },
  { name: "blind223", cases: answerCorpusBlind223, reportOnly: true },
  { name: "blind225", cases: answerCorpusBlind225, reportOnly: true },
  { name: "blind227", cases: answerCorpusBlind227, reportOnly: true },
  // Report-only (round 74): blind229 (Welzheimer Wald/Lipperland, Silbertal/Laternsertal, Isenthal and Obertoggenburg; who is
  // recommended and in which order, with look-alikes), blind231 (Altenburger Land/Orlatal, Pillerseetal/Sellraintal, Klöntal and
  // Kelleramt; look-alikes and word groups that are no businesses), blind233 (Diemelsee/Steinwald, Sölktäler/Leithagebirge,
  // Bucheggberg and Weisstannental; mixed everyday answers) and blind235 (Saargau/Haßberge, Schilcherland/Wildschönau,
  // Lauterbrunnental and Schanfigg; namesakes with an address), written at the round's start beside its four training corpora;
  // 30 answers each, written apart by helpers that read no rules; no one read their answers; registered after the round's rules
  // and judge were final and measured once.
  { name: "blind229", cases: answerCorpusBlind229, reportOnly: true },
  { name: "blind231", cases: answerCorpusBlind231, reportOnly: true },
  { name: "blind233", cases: answerCorpusBlind233, reportOnly: true },
  { name: "blind235", cases: answerCorpusBlind235, reportOnly: true },
  // Report-only (round 75): blind237 (Vilstal/Siegerland, Wipptal/Seewinkel and Heideboden, Domleschg and Obervaz/Werdenberg;
  // look-alikes and word groups that are no businesses), blind239 (Mecklenburgische Schweiz/Kinzigtal, Gurktal/Bucklige Welt,
  // Safiental and Schächental; who is recommended and in which order, with look-alikes), blind241 (Berchtesgadener Land/Knüll,
  // Lechtal/Joglland, Prättigau and Davos/Zurzibiet, Surbtal and Wehntal; mixed everyday answers) and blind243 (Fischland-Darß
  // and the Bodden coast/Hainich, Mölltal/Pielachtal and Traisental, Thal and Balmberg/Laufental and Dorneck; namesakes with an
  // address), written at the round's start beside its four training corpora; 30 answers each, written apart by helpers that
  // read no rules; no one read their answers; registered after the round's rules and judge were final and measured once.
  { name: "blind237", cases: answerCorpusBlind237, reportOnly: true },
  { name: "blind239", cases: answerCorpusBlind239, reportOnly: true },
  { name: "blind241", cases: answerCorpusBlind241, reportOnly: true },
  { name: "blind243", cases: answerCorpusBlind243, reportOnly: true },
  // Report-only (round 76): blind245 (Uckermark/Spreewald, Gasteinertal/Kamptal, Lötschental and Maderanertal; look-alikes),
  // blind247 (Bliesgau/Altmark, Ennstal/Waldviertel, Appenzeller Vorderland and Seeztal; who is recommended and in which
  // order), blind249 (Rhön/Spessart, Ötztal/Zillertal, Engelberg and Glarner Hinterland; mixed everyday answers) and blind251
  // (Westerwald/Vogelsberg, Bregenzerwald/Steyrtal, Oberaargau and Zürcher Weinland; namesakes with an address), written at the
  // round's start beside its four training corpora; 30 answers each, written apart by helpers that read no rules; no one read
  // their answers; registered after the round's rules and judge were final and measured once.
  { name: "blind245", cases: answerCorpusBlind245, reportOnly: true },
  { name: "blind247", cases: answerCorpusBlind247, reportOnly: true },
  { name: "blind249", cases: answerCorpusBlind249, reportOnly: true },
  { name: "blind251", cases: answerCorpusBlind251, reportOnly: true },
  // Report-only (round 77): blind253 (Allgäu/Altes Land, Mühlviertel/Innviertel, Obwalden and Nidwalden; look-alikes), blind255
  // (Vogtland/Harz, Paznaun and the Landeck basin/Defereggental and Iseltal, Schanfigg and Unterengadin hamlets; who is
  // recommended and in which order), blind257 (Pfälzerwald/Schwäbische Alb, Pitztal/Tannheimer Tal, Schwarzenburgerland and
  // Prättigau with Köniz, Klosters and Davos hamlets; mixed everyday answers) and blind259 (Fichtelgebirge/Oberlausitz,
  // Mölltal/Joglland, Haslital and Goms with Binntal; namesakes with an address), written at the round's start beside its four
  // training corpora; 30 answers each, written apart by helpers that read no rules; no one read their answers; registered after
  // the round's rules and judge were final and measured once.
  { name: "blind253", cases: answerCorpusBlind253, reportOnly: true },
  { name: "blind255", cases: answerCorpusBlind255, reportOnly: true },
  { name: "blind257", cases: answerCorpusBlind257, reportOnly: true },
  { name: "blind259", cases: answerCorpusBlind259, reportOnly: true },
];
