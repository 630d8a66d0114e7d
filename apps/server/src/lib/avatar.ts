/** docs/product.md §3: the avatar is stored as a list holding one image; the first non-empty entry counts. */
export function firstAvatar(value: string[] | null | undefined): string | null {
  return value?.find((entry) => entry.trim() !== '') ?? null;
}
