const systems: [RegExp, string][] = [
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iPhone'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'Mac'],
  [/CrOS/i, 'Chromebook'],
  [/Linux/i, 'Linux'],
];
const browsers: [RegExp, string][] = [
  [/SamsungBrowser/i, 'Samsung Internet'],
  [/Edg\//i, 'Edge'],
  [/OPR\//i, 'Opera'],
  [/Firefox\//i, 'Firefox'],
  [/Chrome\//i, 'Chrome'],
  [/Safari\//i, 'Safari'],
];

/** How a person will recognise the device in their list: "Chrome no Android"; "Este aparelho" when unknown. */
export function deviceName(userAgent: string): string {
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} no ${system}`;
  return browser ?? system ?? 'Este aparelho';
}
