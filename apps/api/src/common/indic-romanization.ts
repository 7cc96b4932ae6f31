/**
 * Indian scripts in Latin letters as people in India write names (ISO 15919 / ITRANS style, without diacritics):
 * "सनराइज़ पब्लिक स्कूल" → "sanraiz pablik skul", "দিল্লি পাবলিক স্কুল" → "dilli pablik skul".
 *
 * The Brahmic scripts Unicode encodes share Devanagari's layout (from ISCII): a letter of Bengali, Gurmukhi,
 * Gujarati, Oriya, Tamil, Telugu, Kannada or Malayalam sits at the same offset in its block as its Devanagari
 * twin, so each is read as Devanagari and romanised by one table. The inherent vowel is dropped where the
 * northern languages do not say it (Hindi's schwa deletion, simplified): at the end of a word after one
 * consonant ("pablik", not "pablika") and between two syllables that keep theirs ("sanraiz", not
 * "sanaraiz"); the southern languages keep it. Other scripts are left to the caller.
 */

/** The first code point of each script's block, and whether its languages drop the inherent vowel. */
const SCRIPTS: readonly { start: number; dropsInherentVowel: boolean }[] = [
  { start: 0x0900, dropsInherentVowel: true }, // Devanagari: Hindi, Marathi, Nepali…
  { start: 0x0980, dropsInherentVowel: true }, // Bengali, Assamese
  { start: 0x0a00, dropsInherentVowel: true }, // Gurmukhi: Punjabi
  { start: 0x0a80, dropsInherentVowel: true }, // Gujarati
  { start: 0x0b00, dropsInherentVowel: true }, // Oriya
  { start: 0x0b80, dropsInherentVowel: false }, // Tamil
  { start: 0x0c00, dropsInherentVowel: false }, // Telugu
  { start: 0x0c80, dropsInherentVowel: false }, // Kannada
  { start: 0x0d00, dropsInherentVowel: false }, // Malayalam
];
const INDIC = /[\u0900-\u0d7f]/;

const VOWELS: Record<string, string> = {
  अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ऋ: 'ri', ॠ: 'ri', ऌ: 'li', ऍ: 'e', ऎ: 'e', ए: 'e', ऐ: 'ai', ऑ: 'o', ऒ: 'o', ओ: 'o', औ: 'au',
};
const VOWEL_SIGNS: Record<string, string> = {
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'ॄ': 'ri', 'ॅ': 'e', 'ॆ': 'e', 'े': 'e', 'ै': 'ai', 'ॉ': 'o', 'ॊ': 'o', 'ो': 'o', 'ौ': 'au',
};
const CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n', ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n',
  त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n', ऩ: 'n', प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ऱ: 'r', ल: 'l', ळ: 'l',
  ऴ: 'l', व: 'v', श: 'sh', ष: 'sh', स: 's', ह: 'h',
  // Consonants with a nukta written as one letter (Oriya's ୟ, read at Devanagari's offset, is य़).
  '\u0958': 'q', '\u0959': 'kh', '\u095a': 'gh', '\u095b': 'z', '\u095c': 'r', '\u095d': 'rh', '\u095e': 'f', '\u095f': 'y',
  // Bengali's khanda ta (ৎ), read at Devanagari's offset.
  '\u094e': 't',
};
/** Letters that are a consonant without a vowel: Malayalam's chillus, read at Devanagari's offsets. */
const VOWELLESS: Record<string, string> = { '\u097a': 'n', '\u097b': 'n', '\u097c': 'r', '\u097d': 'l', '\u097e': 'l', '\u097f': 'k' };
/** Consonants with a nukta: the sounds Persian, Arabic and English brought (ज़ is z, फ़ is f). */
const WITH_NUKTA: Record<string, string> = { क: 'q', ख: 'kh', ग: 'gh', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f', य: 'y' };
const NUKTA = '\u093c';
const VIRAMA = '\u094d';
const NASAL_SIGNS = new Set(['\u0901', '\u0902', '\u0970']); // chandrabindu, anusvara, Gurmukhi's tippi
const VISARGA = '\u0903';
const LABIALS = new Set(['p', 'ph', 'b', 'bh', 'm']);
/** A last consonant cluster ending in one of these keeps its vowel ("mitra", "krishna", "satya"; but "dharm"). */
const CLUSTER_ENDS_SOUNDED = new Set(['y', 'r', 'v', 'n']);

/** A syllable: an independent vowel, or consonants with their vowel (null: a virama ends the word on them). */
interface Syllable {
  consonants: string[];
  vowel: string | null;
  inherent: boolean;
  dropped: boolean;
  nasal: boolean;
  visarga: boolean;
}

/** Devanagari for a letter of any Brahmic script above (the same offset in its block). */
function asDevanagari(text: string): { text: string; dropsInherentVowel: boolean } {
  let dropsInherentVowel = false;
  const converted = Array.from(text.normalize('NFC'), (char) => {
    const code = char.codePointAt(0)!;
    const script = SCRIPTS.find((candidate) => code >= candidate.start && code < candidate.start + 0x80);
    if (!script) return char;
    dropsInherentVowel ||= script.dropsInherentVowel;
    return String.fromCodePoint(code - script.start + 0x0900);
  }).join('');
  return { text: converted, dropsInherentVowel };
}

function syllablesOf(word: string): Syllable[] {
  const syllables: Syllable[] = [];
  const chars = Array.from(word);
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i];
    const last = syllables[syllables.length - 1];
    if (CONSONANTS[char]) {
      let consonant = CONSONANTS[char];
      if (chars[i + 1] === NUKTA) consonant = WITH_NUKTA[char] ?? consonant;
      if (last && last.vowel === null) last.consonants.push(consonant);
      else syllables.push({ consonants: [consonant], vowel: null, inherent: false, dropped: false, nasal: false, visarga: false });
      const current = syllables[syllables.length - 1];
      const next = chars[i + 1] === NUKTA ? chars[i + 2] : chars[i + 1];
      if (next !== VIRAMA && !VOWEL_SIGNS[next]) {
        current.vowel = 'a';
        current.inherent = true;
      }
    } else if (VOWELLESS[char]) {
      if (last && last.vowel === null) last.consonants.push(VOWELLESS[char]);
      else syllables.push({ consonants: [VOWELLESS[char]], vowel: null, inherent: false, dropped: false, nasal: false, visarga: false });
    } else if (VOWEL_SIGNS[char] && last) {
      last.vowel = VOWEL_SIGNS[char];
    } else if (VOWELS[char]) {
      syllables.push({ consonants: [], vowel: VOWELS[char], inherent: false, dropped: false, nasal: false, visarga: false });
    } else if (NASAL_SIGNS.has(char) && last) {
      last.nasal = true;
    } else if (char === VISARGA && last) {
      last.visarga = true;
    } else if (char === 'ॐ') {
      syllables.push({ consonants: [], vowel: 'om', inherent: false, dropped: false, nasal: false, visarga: false });
    }
    // A virama after a word's last consonant leaves its vowel null; a nukta was read with its consonant.
  }
  return syllables;
}

const sounded = (syllable: Syllable | undefined) => !!syllable && syllable.vowel !== null && !syllable.dropped;

/** Hindi's schwa deletion, simplified (see the file's comment). */
function dropInherentVowels(syllables: Syllable[]): void {
  const lastIndex = syllables.length - 1;
  const last = syllables[lastIndex];
  if (lastIndex > 0 && last.inherent && !last.nasal && !last.visarga) {
    const cluster = last.consonants.length > 1;
    const soundedCluster = cluster && CLUSTER_ENDS_SOUNDED.has(last.consonants[last.consonants.length - 1]);
    // "-iya" keeps its vowel: rashtriya, kendriya, bharatiya.
    const iya = !cluster && last.consonants[0] === 'y' && syllables[lastIndex - 1].vowel === 'i';
    if (!soundedCluster && !iya) last.dropped = true;
  }
  for (let i = lastIndex - 1; i >= 1; i--) {
    const syllable = syllables[i];
    const next = syllables[i + 1];
    if (!syllable.inherent || syllable.nasal || syllable.visarga || syllable.consonants.length !== 1) continue;
    if (sounded(syllables[i - 1]) && next.consonants.length === 1 && sounded(next)) syllable.dropped = true;
  }
}

/** A nasal sign is m before p, b or m, and at the end of a southern word ("mandiram"); n otherwise. */
function spelled(syllables: Syllable[], southern: boolean): string {
  return syllables
    .map((syllable, i) => {
      const vowel = syllable.dropped || syllable.vowel === null ? '' : syllable.vowel;
      const following = syllables[i + 1]?.consonants[0];
      const labial = following ? LABIALS.has(following) : southern;
      const nasal = syllable.nasal ? (labial ? 'm' : 'n') : '';
      return `${syllable.consonants.join('')}${vowel}${nasal}${syllable.visarga ? 'h' : ''}`;
    })
    .join('');
}

/** True when the text has a letter of an Indian script this file romanises. */
export function hasIndicLetters(text: string): boolean {
  return INDIC.test(text);
}

/**
 * The text with every word of an Indian script in Latin letters (lower case, no diacritics); everything else
 * (Latin words, digits, punctuation, other scripts) as it was.
 */
export function romanizeIndic(text: string): string {
  if (!hasIndicLetters(text)) return text;
  return text.replace(/[\u0900-\u0d7f]+/g, (run) => {
    const { text: devanagari, dropsInherentVowel } = asDevanagari(run);
    const digits = devanagari.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
    return digits.replace(/[\u0900-\u097f]+/g, (word) => {
      const syllables = syllablesOf(word);
      if (dropsInherentVowel) dropInherentVowels(syllables);
      return spelled(syllables, !dropsInherentVowel);
    });
  });
}
