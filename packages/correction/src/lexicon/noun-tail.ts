/**
 * What may follow a noun inside its eojeol: the plural 들, particles, the copula and its
 * common endings. A lexicon entry matched as `noun` fires only when the rest of the eojeol is
 * made of these pieces (메세지를, 메세지들도, 메세지입니다), so a wrong form that is the start
 * of some other word does not match.
 */
/** Postpositions: they may follow each other (까지만, 에서처럼) and take a closing particle. */
const POSTPOSITIONS: readonly string[] = [
  '에',
  '에서',
  '에게',
  '에게서',
  '께',
  '한테',
  '한테서',
  '로',
  '으로',
  '로서',
  '으로서',
  '로써',
  '으로써',
  '와',
  '과',
  '랑',
  '이랑',
  '하고',
  '까지',
  '부터',
  '처럼',
  '보다',
  '마다',
  '밖에',
  '대로',
  '만큼',
  '같이',
  '뿐',
  '만',
  '조차',
  '마저',
];

/** Particles that close the eojeol (메세지를, 메세지에서도). */
const CLOSING: readonly string[] = [
  '이',
  '가',
  '을',
  '를',
  '은',
  '는',
  '의',
  '도',
  '요',
  '야',
  '아',
  '나',
  '이나',
  '든지',
  '이든지',
  '든',
  '이든',
  '라도',
  '이라도',
  '라고',
  '이라고',
  '란',
  '이란',
  '께서',
];

/** The copula and its endings: they close the eojeol as well (메세지입니다, 메세지들이었다). */
const COPULA: readonly string[] = [
  '이다',
  '다',
  '이고',
  '이며',
  '이면',
  '이니',
  '이니까',
  '인',
  '인데',
  '인가',
  '인지',
  '이지',
  '이지만',
  '이라',
  '라',
  '이라서',
  '라서',
  '이에요',
  '예요',
  '이었다',
  '였다',
  '이었어요',
  '였어요',
  '이었고',
  '였고',
  '입니다',
  '입니까',
  '이죠',
  '죠',
  '이야',
  '이네',
  '이네요',
  '네요',
  '이군',
  '이구나',
  '이겠지',
  '이래',
  '래',
  '지',
  '지만',
];

const POST = new Set(POSTPOSITIONS);
const FINAL = new Set([...CLOSING, ...COPULA]);

/**
 * True when `tail` is empty or reads as: the plural 들, up to two postpositions, then
 * optionally one closing particle or copula form (메세지를, 메세지들도, 메세지에서도,
 * 메세지까지입니다). 캐롤라인 is not 캐롤 + 라 + 인; 근대국가 is not 근대국 + 가 + ...
 */
export function isNounTail(tail: string): boolean {
  return nounTail(tail);
}

/** The endings of 하다/되다/시키다 after a noun (캡쳐해서, 진렬했다, 프로포즈하고). */
const VERB_AFTER_NOUN = /^(?:[하해했한할함합]|[되돼됐된될됨됩]|시키|시켜|시켰)[가-힣]*$/;

/** isNounTail, or a 하다/되다/시키다 verb made from the noun (lexicon `noun` matches). */
export function isNounOrVerbTail(tail: string): boolean {
  return nounTail(tail) || VERB_AFTER_NOUN.test(tail);
}

function nounTail(tail: string): boolean {
  let rest = tail;
  if (rest.startsWith('들')) rest = rest.slice(1);
  const tryFrom = (s: string, posts: number): boolean => {
    if (s.length === 0 || FINAL.has(s)) return true;
    if (posts >= 2) return false;
    for (let len = 1; len <= 3 && len <= s.length; len++)
      if (POST.has(s.slice(0, len)) && tryFrom(s.slice(len), posts + 1)) return true;
    return false;
  };
  return tryFrom(rest, 0);
}
