import { randomBytes } from 'node:crypto';

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/**
 * A readable, unique address part for a post: the title transliterated ('Как продать излишки' ->
 * 'kak-prodat-izlishki') plus a short random tail, so two posts with one title never collide.
 */
export function blogSlug(title: string): string {
  const latin = [...title.toLowerCase()].map((c) => CYRILLIC[c] ?? c).join('');
  const base = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
  const tail = randomBytes(3).toString('hex');
  return base ? `${base}-${tail}` : tail;
}
