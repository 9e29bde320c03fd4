/**
 * The reader's script (decision 0020): 简体 or 繁體, chosen in 我的 and kept on this device,
 * by default from the browser's language (zh-TW, zh-HK, zh-MO and zh-Hant read Traditional).
 * Content is stored as its author wrote it; only what is shown is converted (convertPage.ts).
 */
export type ReaderScript = 'hans' | 'hant';
/** Which Traditional: Hong Kong's characters and phrases, or Taiwan's (the default). */
export type TraditionalVariant = 'tw' | 'hk';

export const SCRIPT_KEY = 'readerScript';

const TRADITIONAL_LOCALE = /^zh-(tw|hk|mo|hant)\b/i;
const HONG_KONG_LOCALE = /^zh-(hk|mo)\b/i;

function languages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The first Chinese language the browser asks for decides; none: Simplified. */
export function defaultScript(langs: readonly string[] = languages()): ReaderScript {
  const chinese = langs.find((lang) => /^zh\b/i.test(lang));
  return chinese && TRADITIONAL_LOCALE.test(chinese) ? 'hant' : 'hans';
}

export function traditionalVariant(langs: readonly string[] = languages()): TraditionalVariant {
  return langs.some((lang) => HONG_KONG_LOCALE.test(lang)) ? 'hk' : 'tw';
}

export function readerScript(): ReaderScript {
  try {
    const stored = localStorage.getItem(SCRIPT_KEY);
    if (stored === 'hans' || stored === 'hant') return stored;
  } catch {
    // Storage refused (private mode): the browser's language decides.
  }
  return defaultScript();
}

/** Keeps the choice and reloads: the page then starts in the chosen script from its first paint. */
export function chooseScript(script: ReaderScript): void {
  try {
    localStorage.setItem(SCRIPT_KEY, script);
  } catch {
    // Not kept: the choice lasts this page only.
  }
  location.reload();
}
