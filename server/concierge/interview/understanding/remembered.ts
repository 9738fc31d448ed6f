/**
 * `read`, with its answers kept for the newest `size` keys: every concierge turn re-reads the whole
 * interview, so the same messages are read again and again (as `analyse` in nlp.ts keeps its analyses).
 */
export function remembered<T>(read: (key: string) => T, size = 512): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as T;
    const answer = read(key);
    if (answers.size >= size) answers.delete(answers.keys().next().value as string);
    answers.set(key, answer);
    return answer;
  };
}
