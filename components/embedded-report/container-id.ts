// The element id a report draws in (spec 000 §4): the configured id with a random 1–1000 suffix, so two
// reports of one id on a page (a screen and its popup) do not share an element.
export type RandomSource = () => number;

export function containerIdWithSuffix(containerID: string, random: RandomSource = Math.random): string {
  const suffix = Math.min(1000, Math.floor(random() * 1000) + 1);
  return `${containerID || 'embedded-report'}-${suffix}`;
}
