/** Norms cited by the rules (한글 맞춤법, 표준어 규정 and the 표준국어대사전 entries). */
export const REF = {
  spacingWords: '한글 맞춤법 제2항',
  particleAttached: '한글 맞춤법 제41항',
  dependentNoun: '한글 맞춤법 제42항',
  unitNoun: '한글 맞춤법 제43항',
  auxiliaryVerb: '한글 맞춤법 제47항',
  ieHi: '한글 맞춤법 제51항',
  plainConsonantEnding: '한글 맞춤법 제53항',
  deunDeon: '한글 맞춤법 제56항',
  homophones: '한글 맞춤법 제57항',
  oeAe: '한글 맞춤법 제35항 [붙임 2]',
  myeochil: '한글 맞춤법 제27항 [붙임 2]',
  endingO: '한글 맞춤법 제15항 [붙임 2]',
  punctuation: '한글 맞춤법 부록 「문장 부호」',
  dict: (word: string) => `표준국어대사전 ‘${word}’`,
} as const;
