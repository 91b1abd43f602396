/**
 * The evidence behind writer-errors.ts's class weights: how often known-wrong forms appear in
 * the corpora as written, beside the right form, on the train part of ../shared/corpora and
 * ../shared/corpora-extra (never test). Prints, per class, wrong / right counts and the wrong
 * forms per million eojeol, for all text and for the informal sources (chatbot, book reviews),
 * where unedited writing is closest to what users type.
 *
 *   CORPORA_DIR=... CORPORA_EXTRA_DIR=... npx tsx scripts/noise/writer-error-counts.ts
 */
import { corporaDir, extraCorporaDir, forEachCorpusLine } from '../corpus.ts';

/** -율/-률 after a syllable (두음 법칙, 제11항): 율 after an open syllable or ㄴ, 률 elsewhere. */
function yul(wrong: boolean): RegExp {
  const open: string[] = [];
  const closed: string[] = [];
  for (let c = 0xac00; c <= 0xd7a3; c++) {
    const final = (c - 0xac00) % 28;
    (final === 0 || final === 4 ? open : closed).push(String.fromCharCode(c));
  }
  return wrong
    ? new RegExp(`[${open.join('')}]률|[${closed.join('')}]율`, 'g')
    : new RegExp(`[${open.join('')}]율|[${closed.join('')}]률`, 'g');
}

/** Per class: a wrong-form pattern and the right-form pattern it is measured against. */
export const EVIDENCE: Readonly<Record<string, readonly [RegExp, RegExp]>> = {
  'loan.vowel': [
    /메세지|케릭터|클레식|에니메이션|악세사리|컨텐츠|커피샵|렌트카|쥬얼리/g,
    /메시지|캐릭터|클래식|애니메이션|액세서리|콘텐츠|커피숍|렌터카|주얼리/g,
  ],
  'loan.ship': [
    /(?:리더|멤버|파트너|인턴|스폰서|스포츠맨)쉽/g,
    /(?:리더|멤버|파트너|인턴|스폰서|스포츠맨)십/g,
  ],
  'loan.palatal': [
    /쥬스|비젼|텔레비젼|챠트|쵸콜|스케쥴|레져|쥬니어|츄리닝|져널/g,
    /주스|비전|텔레비전|차트|초콜|스케줄|레저|주니어|추리닝|저널/g,
  ],
  'loan.tensed': [
    /까페|써비스|싸이즈|뻐스|쎈터|째즈|땐스|껌퓨터/g,
    /카페|서비스|사이즈|버스|센터|재즈|댄스|컴퓨터/g,
  ],
  'loan.coda': [/케잌|컨셉|콘셉(?!트)|로보트|쵸콜렛|초콜렛/g, /케이크|콘셉트|로봇|초콜릿/g],
  'form.doe': [
    /되요|됬|되서|안되(?=[.!? ]|$)|되버|되 ?있/g,
    /돼요|됐|돼서|안 ?돼(?=[.!? ]|$)|돼 ?버|돼 ?있/g,
  ],
  'form.an': [/않 (?:[가-힣])|안(?:는|았|고) (?:있|않)/g, /안 (?:[가-힣])|않(?:는|았|고) /g],
  'real.wen-eottoke': [/왠 (?:일|만)|웬지|어떻해|어떡게/g, /웬 (?:일|만)|왠지|어떡해|어떻게/g],
  'real.pair': [
    /바래요|바램(?:이|을|은)|결재(?:를|하|가|는|했)|부딪혔|맞춰(?:야|서)? ?(?:정답)/g,
    /바라요|바람(?:이|을|은)|결제(?:를|하|가|는|했)|부딪쳤|맞혀/g,
  ],
  'suffix.yul': [yul(true), yul(false)],
  'suffix.ihi': [
    /깨끗히|꼼꼼이|솔직이|곰곰히|일일히|틈틈히|번번히|깊숙히|가만이|조용이/g,
    /깨끗이|꼼꼼히|솔직히|곰곰이|일일이|틈틈이|번번이|깊숙이|가만히|조용히/g,
  ],
  'suffix.jaengi': [
    /(?:멋|욕심|겁|심술|고집|수다|허풍|개구)장이/g,
    /(?:멋|욕심|겁|심술|고집|수다|허풍|개구)쟁이/g,
  ],
  'aux.hada': [
    /(?:좋아|싫어|미워|무서워|부끄러워|즐거워|행복해|슬퍼|귀찮아|기뻐|그리워) (?:하|했|해)/g,
    /(?:좋아|싫어|미워|무서워|부끄러워|즐거워|행복해|슬퍼|귀찮아|기뻐|그리워)(?:하|했|해)/g,
  ],
  'aux.jida': [
    /[가-힣](?:해|워|러|려) (?:졌다|졌고|졌으며|진다|지고|져서|져야|지는|진|질|지게)(?![가-힣])/g,
    /[가-힣](?:해|워|러|려)(?:졌다|졌고|졌으며|진다|지고|져서|져야|지는|진|질|지게)(?![가-힣])/g,
  ],
  'tense.yeyo': [/거에요|꺼에요|아니예요/g, /거예요|아니에요/g],
  'tense.double-past': [/었었었|았었었|했었었/g, /었었|았었|했었/g],
  'dialect.kke': [
    /[갈할볼줄쓸될일올놀줄살먹을]께(?:요|[.!? ]|$)|[할갈볼]껄/g,
    /[갈할볼줄쓸될일올놀줄살먹을]게(?:요|[.!? ]|$)|[할갈볼]걸/g,
  ],
  'dialect.gu': [/[하했되]구 |나두 |저두 |그리구 /g, /[하했되]고 |나도 |저도 |그리고 /g],
  'dialect.myeochil': [/몇일/g, /며칠/g],
  'dialect.eup': [/[있없았었겠]읍니다/g, /[있없았었겠]습니다/g],
};

const INFORMAL = new Set(['chatbot', 'book-review', 'book-review2']);

if (
  process.argv[1] &&
  import.meta.filename === (await import('node:path')).resolve(process.argv[1])
) {
  const counts = new Map<string, { wrong: number; right: number; wInf: number; rInf: number }>();
  let eojeol = 0;
  let eojeolInf = 0;
  for (const dir of [corporaDir(), extraCorporaDir()])
    forEachCorpusLine(dir, 'train', ({ source, text }) => {
      const inf = INFORMAL.has(source);
      const n = text.split(/\s+/).length;
      eojeol += n;
      if (inf) eojeolInf += n;
      for (const [cls, [wrong, right]] of Object.entries(EVIDENCE)) {
        const c = counts.get(cls) ?? { wrong: 0, right: 0, wInf: 0, rInf: 0 };
        counts.set(cls, c);
        const w = text.match(wrong)?.length ?? 0;
        const r = text.match(right)?.length ?? 0;
        c.wrong += w;
        c.right += r;
        if (inf) {
          c.wInf += w;
          c.rInf += r;
        }
      }
    });
  console.log(`train: ${eojeol} eojeol, informal sources ${eojeolInf}`);
  console.log('class                 wrong   right  per M eojeol | informal: wrong right per M');
  for (const [cls, c] of counts)
    console.log(
      `${cls.padEnd(20)} ${String(c.wrong).padStart(6)} ${String(c.right).padStart(7)} ` +
        `${((c.wrong / eojeol) * 1e6).toFixed(2).padStart(8)}     | ${String(c.wInf).padStart(6)} ` +
        `${String(c.rInf).padStart(6)} ${((c.wInf / Math.max(1, eojeolInf)) * 1e6).toFixed(2).padStart(8)}`,
    );
}
