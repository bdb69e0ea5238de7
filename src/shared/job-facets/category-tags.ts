/**
 * Category names that only job sources' own categories use: ReliefWeb's themes and career
 * categories, job boards' category menus. They are read in tags only, where a word such as
 * "Coordination" or "Protection" is a category's name; in a title or an advert it could be any
 * kind of work. Everything in the general word lists (category-words.ts) is read in tags too.
 */
import type { JobCategory } from './category-values.ts'

export const TAG_ONLY_WORDS: Readonly<Partial<Record<JobCategory, string>>> = {
  // ReliefWeb files cluster work under the cluster's name: "Logistics and Telecommunications"
  // is the logistics cluster, not two kinds of work.
  'logistics-transport': `logistics and telecommunications`,
  // Humanitarian themes. "Food and Nutrition" is food assistance as much as health, which makes
  // it programme work.
  'ngo-development': `coordination, food and nutrition, human rights, peacekeeping, protection,
    recovery and reconstruction`,
}
