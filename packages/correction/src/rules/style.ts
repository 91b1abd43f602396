import { type Rule, regexRule } from '../context.ts';
import { withParticle } from '../hangul.ts';

function lookup(table: Record<string, string>) {
  return (m: RegExpExecArray): string | null => table[m.groups?.x ?? ''] ?? null;
}

function alternation(table: Record<string, string>): string {
  return Object.keys(table)
    .sort((a, b) => b.length - a.length)
    .join('|');
}

const DOUBLE_PASSIVE: Record<string, string> = {
  되어지는: '되는',
  되어지다: '되다',
  되어지고: '되고',
  되어지면: '되면',
  되어지기: '되기',
  되어지지: '되지',
  되어지며: '되며',
  되어지게: '되게',
  되어진다: '된다',
  되어진: '된',
  되어질: '될',
  되어져서: '되어서',
  되어져야: '되어야',
  되어져: '되어',
  되어졌: '되었',
  되어집니다: '됩니다',
  되어짐: '됨',
  보여지는: '보이는',
  보여진다: '보인다',
  보여진: '보인',
  보여질: '보일',
  보여졌: '보였',
  보여집니다: '보입니다',
  보여져서: '보여서',
  쓰여지는: '쓰이는',
  쓰여진: '쓰인',
  쓰여졌: '쓰였',
  쓰여진다: '쓰인다',
  잊혀지는: '잊히는',
  잊혀진: '잊힌',
  잊혀졌: '잊혔',
  잊혀지지: '잊히지',
  믿겨지지: '믿기지',
  믿겨지는: '믿기는',
  믿겨진다: '믿긴다',
  불려지는: '불리는',
  불려진: '불린',
  나뉘어진: '나뉜',
  나뉘어지는: '나뉘는',
  나뉘어져: '나뉘어',
  짜여진: '짜인',
};

const doublePassive = regexRule({
  id: 'style.double-passive',
  category: 'STYLE',
  priority: 20,
  pattern: new RegExp(`(?<x>${alternation(DOUBLE_PASSIVE)})`, 'dg'),
  replace: lookup(DOUBLE_PASSIVE),
  message: (o, s) => ({
    ko: `‘${o}’는 피동 표현이 겹친 이중 피동입니다. ‘${s}’로 충분합니다.`,
    en: `“${o}” stacks two passive forms; “${s}” is enough.`,
  }),
  reference: null,
});

const REDUNDANT: Record<string, string> = {
  '역전 앞': '역 앞',
  '미리 예약': '예약',
  '미리 예습': '예습',
  '미리 예고': '예고',
  '미리 예측': '예측',
  '미리 예방': '예방',
  '미리 사전에': '사전에',
  '다시 재발': '재발',
  '다시 재개': '재개',
  '다시 재확인': '재확인',
  '다시 재시작': '재시작',
  '다시 반복': '반복',
  '과반수 이상': '과반수',
  '가장 최고': '최고',
  '가장 최선': '최선',
  '가장 최악': '최악',
  '가장 최적': '최적',
  '남은 여생': '여생',
  '떨어지는 낙엽': '낙엽',
  '새로 신설': '신설',
  '함께 동참': '동참',
  '서로 상의': '상의',
  '스스로 자각': '자각',
  '돌이켜 회고': '회고',
  '둘로 양분': '양분',
  '먼저 선취': '선취',
  '아침 조식': '조식',
  '넓은 광장': '광장',
  '거의 대부분': '대부분',
  '지나친 과식': '과식',
  '간단히 요약': '요약',
  '자리에 착석': '착석',
  '완전히 전멸': '전멸',
  '앞으로 전진': '전진',
  '뒤로 후퇴': '후퇴',
  '계속 지속': '지속',
  매일마다: '매일',
  매주마다: '매주',
  매달마다: '매달',
  매년마다: '매년',
  매번마다: '매번',
  매시간마다: '매시간',
};

const redundant = regexRule({
  id: 'style.redundant',
  category: 'STYLE',
  priority: 20,
  pattern: new RegExp(`(?<![가-힣])(?<x>${alternation(REDUNDANT)})`, 'dg'),
  replace: lookup(REDUNDANT),
  message: (o, s) => ({
    ko: `${withParticle(`‘${o}’`, '은', '는')} 같은 뜻이 겹친 표현입니다. ${withParticle(`‘${s}’`, '으로', '로')} 줄일 수 있습니다.`,
    en: `“${o}” repeats the same meaning; “${s}” says it once.`,
  }),
  reference: null,
});

/** 월요일날 -> 월요일 (요일 already means day). */
const weekdayNal = regexRule({
  id: 'style.redundant',
  category: 'STYLE',
  priority: 20,
  pattern: /(?<![가-힣])[월화수목금토일]요일(?<x>날)/dg,
  replace: () => '',
  message: {
    ko: '‘요일’에 이미 날의 뜻이 있으므로 ‘날’은 군더더기입니다.',
    en: '“요일” already means the day; “날” is redundant.',
  },
  reference: null,
});

/** 나에게 있어서 -> 나에게 ; 처리함에 있어서 -> 처리할 때 ; 검토 중에 있습니다 -> 검토 중입니다 */
const eGeIsseo = regexRule({
  id: 'style.translationese',
  category: 'STYLE',
  priority: 20,
  pattern: /(?<=[가-힣](?:에게|한테))(?<x> 있어서| 있어)(?=[\s,])/dg,
  replace: () => '',
  message: {
    ko: '‘-에게 있어(서)’는 번역 투입니다. ‘-에게’만으로 충분합니다.',
    en: '“-에게 있어(서)” is translationese; “-에게” alone is enough.',
  },
  reference: null,
});

const hamE = regexRule({
  id: 'style.translationese',
  category: 'STYLE',
  priority: 20,
  pattern: /(?<=[가-힣])(?<x>함에 있어서|함에 있어)(?=[\s,])/dg,
  replace: () => '할 때',
  message: {
    ko: '‘-함에 있어(서)’는 번역 투입니다. ‘-할 때’로 쓰면 자연스럽습니다.',
    en: '“-함에 있어(서)” is translationese; “-할 때” reads naturally.',
  },
  reference: null,
});

const JUNG_E_ISS: Record<string, string> = {
  '중에 있다': '중이다',
  '중에 있습니다': '중입니다',
  '중에 있어요': '중이에요',
  '중에 있으며': '중이며',
  '중에 있는': '중인',
  '중에 있고': '중이고',
};
const jungEIss = regexRule({
  id: 'style.translationese',
  category: 'STYLE',
  priority: 20,
  pattern: new RegExp(
    `(?<=(?:검토|논의|진행|준비|협의|조사|개발|공사|확인|협상|수사|심사|제작|추진|점검) )(?<x>${alternation(JUNG_E_ISS)})(?![가-힣])`,
    'dg',
  ),
  replace: lookup(JUNG_E_ISS),
  message: (o, s) => ({
    ko: `‘${o}’는 번역 투입니다. ‘${s}’처럼 쓰면 자연스럽습니다.`,
    en: `“${o}” is translationese; “${s}” is more natural.`,
  }),
  reference: null,
});

const GAJIDA: Record<string, string> = {
  가졌: '했',
  가질: '할',
  가지는: '하는',
  가집니다: '합니다',
  가지겠: '하겠',
  가진: '한',
  가지고: '하고',
  가지기로: '하기로',
  가져: '해',
};
const haveMeeting = regexRule({
  id: 'style.translationese',
  category: 'STYLE',
  priority: 20,
  pattern: new RegExp(
    `(?<=(?:회의|간담회|기자회견|회담|미팅|토론회|설명회|모임|인터뷰|만찬)(?:을|를) )(?<x>${alternation(GAJIDA)})`,
    'dg',
  ),
  replace: lookup(GAJIDA),
  message: {
    ko: '‘회의를 가지다’는 영어 ‘have a meeting’의 번역 투입니다. ‘회의를 하다’처럼 씁니다.',
    en: '“회의를 가지다” calques “have a meeting”; say “회의를 하다”.',
  },
  reference: null,
});

export const styleRules: Rule[] = [
  doublePassive,
  redundant,
  weekdayNal,
  eGeIsseo,
  hamE,
  jungEIss,
  haveMeeting,
];
