// Reads robots.txt as a crawler does (RFC 9309), for the one group every crawler follows: the
// longest matching rule wins, Allow on a tie; `*` matches any characters and `$` ends the path;
// no matching rule allows.
export function robotsAllows(robots: string): (path: string) => boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(allow|disallow):\s*(\S*)/i.exec(line.replace(/#.*/, '').trim()))
    .filter((m) => m !== null && m[2] !== '')
    .map((m) => {
      const value = m![2]!;
      const pattern = value.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      return { allow: m![1]!.toLowerCase() === 'allow', length: value.length, matches: new RegExp(`^${pattern}`) };
    });
  return (path) => {
    let best = { allow: true, length: -1 };
    for (const rule of rules)
      if (rule.matches.test(path) && (rule.length > best.length || (rule.length === best.length && rule.allow))) best = rule;
    return best.allow;
  };
}
