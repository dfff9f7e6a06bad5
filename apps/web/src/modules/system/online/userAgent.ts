/** What a person recognises in a User-Agent header: browser, system, and whether it is a phone. */
export interface DeviceInfo {
  browser: string;
  os: string;
  mobile: boolean;
}

// Order matters: Edge, Opera and Cốc Cốc also call themselves Chrome; Chrome also calls itself Safari.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/\b(?:OPR|Opera)\/(\d+)/, "Opera"],
  [/\bcoc_coc_browser\/(\d+)/, "Cốc Cốc"],
  [/\bZalo[^/]*\/(\d+)?/i, "Zalo"],
  [/\bSamsungBrowser\/(\d+)/, "Samsung Internet"],
  [/\bFirefox\/(\d+)/, "Firefox"],
  [/\bFxiOS\/(\d+)/, "Firefox"],
  [/\bCriOS\/(\d+)/, "Chrome"],
  [/\bHeadlessChrome\/(\d+)/, "Chrome Headless"],
  [/\bChrom(?:e|ium)\/(\d+)/, "Chrome"],
  [/\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, "Safari"],
  [/\b(curl|node|undici|okhttp|Dart)\b/i, ""],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)/, "iOS"],
  [/\bAndroid (\d+)?/, "Android"],
  [/\bWindows NT 10/, "Windows"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b/, "macOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bLinux\b/, "Linux"],
];

function first(list: [RegExp, string][], text: string): string {
  for (const [pattern, name] of list) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (!name) return match[1] ?? "";
    return match[1] ? `${name} ${match[1]}` : name;
  }
  return "";
}

export function describeUserAgent(userAgent: string | null | undefined): DeviceInfo {
  const text = userAgent ?? "";
  return {
    browser: first(BROWSERS, text),
    os: first(SYSTEMS, text),
    mobile: /\b(Mobile|iPhone|iPod|Android.*Mobile)\b/.test(text),
  };
}
