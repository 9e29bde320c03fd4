/** What a login log shows as the device: the system and the browser or app, from the User-Agent. */
export function summarizeDevice(userAgent: string | undefined): string {
  if (!userAgent) return '未知设备';
  const ua = userAgent.slice(0, 512);
  const system = firstMatch(ua, SYSTEMS);
  const browser = firstMatch(ua, BROWSERS);
  if (!system && !browser) return '未知设备';
  return [system ?? '未知系统', browser ?? '未知浏览器'].join(' · ');
}

type Rule = [RegExp, string];

// Order matters: iPad before Mac (iPadOS can claim to be a Mac), Android before Linux.
const SYSTEMS: Rule[] = [
  [/HarmonyOS|OpenHarmony/i, '鸿蒙'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

// In-app browsers and derivatives first: their User-Agents also say Chrome or Safari.
const BROWSERS: Rule[] = [
  [/MicroMessenger/i, '微信'],
  [/\bQQ\//, 'QQ'],
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
  [/node|undici|curl|python|okhttp|axios/i, '程序调用'],
];

function firstMatch(ua: string, rules: Rule[]): string | undefined {
  return rules.find(([pattern]) => pattern.test(ua))?.[1];
}
