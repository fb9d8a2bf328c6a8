/**
 * `compute` of a request header's value, remembered per value: clients send a handful of distinct values
 * (Accept-Language, Accept-Encoding), and negotiating them again on every request showed in the search
 * benchmark's profile. Values are chosen by clients, so the memo is bounded and simply starts afresh when full.
 */
export function memoByHeader<T>(
  compute: (header: string | string[] | undefined) => T,
  max = 256,
): (header: string | string[] | undefined) => T {
  const memo = new Map<string, T>();
  return (header) => {
    if (typeof header !== 'string') return compute(header);
    let value = memo.get(header);
    if (value === undefined) {
      value = compute(header);
      if (memo.size >= max) memo.clear();
      memo.set(header, value);
    }
    return value;
  };
}
