export const CATEGORY_ICONS: Record<string, string>;
export function categoryIconSprite(): Promise<string>;
