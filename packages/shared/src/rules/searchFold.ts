/**
 * Folding for search: lower case, and Latin letters with accents matched by their plain letter
 * ('José' is found by 'jose'). The database's jobline_fold() (migration 0010) applies the same
 * table, so a term folded here compares with a column folded there; a test holds them equal.
 * Only these Latin letters are folded: Sinhala and Tamil signs are part of the word, never dropped.
 */
export const FOLD_FROM = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ';
export const FOLD_TO = 'aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyy';

const folded = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]!]));

export function foldForSearch(text: string): string {
  let out = '';
  for (const c of text.toLowerCase()) out += folded.get(c) ?? c;
  return out;
}
