// The stored stories: saved once (a story another feed already brought is skipped by its canonical link
// or title), and read newest first with filters and a keyset cursor.
import { and, arrayOverlaps, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { newsStories } from '../db';
import type { Sentiment } from './sentiment';

export type NewStory = Omit<typeof newsStories.$inferInsert, 'id' | 'createdAt'>;
export type StoredStory = typeof newsStories.$inferSelect;

/** The keys among these that are stored already, so their stories are not summarized again. */
export async function knownKeys(db: Db, canonicalUrls: string[], titleKeys: string[]): Promise<{ urls: Set<string>; titles: Set<string> }> {
  if (canonicalUrls.length === 0) return { urls: new Set(), titles: new Set() };
  const rows = await db
    .select({ canonicalUrl: newsStories.canonicalUrl, titleKey: newsStories.titleKey })
    .from(newsStories)
    .where(or(inArray(newsStories.canonicalUrl, canonicalUrls), inArray(newsStories.titleKey, titleKeys)));
  return { urls: new Set(rows.map((row) => row.canonicalUrl)), titles: new Set(rows.map((row) => row.titleKey)) };
}

/** Saves the story unless its link or title is stored already (another process may have just saved it). */
export async function saveStory(db: Db, story: NewStory): Promise<boolean> {
  const inserted = await db.insert(newsStories).values(story).onConflictDoNothing().returning({ id: newsStories.id });
  return inserted.length === 1;
}

export type StoryQuery = { tokens?: string[]; sentiment?: Sentiment; after?: { publishedAt: Date; id: string }; limit: number };

export async function listStories(db: Db, query: StoryQuery): Promise<StoredStory[]> {
  const conditions: SQL[] = [];
  if (query.tokens && query.tokens.length > 0) conditions.push(arrayOverlaps(newsStories.tokens, query.tokens));
  if (query.sentiment) conditions.push(eq(newsStories.sentiment, query.sentiment));
  if (query.after) {
    const { publishedAt, id } = query.after;
    conditions.push(
      or(lt(newsStories.publishedAt, publishedAt), and(eq(newsStories.publishedAt, publishedAt), lt(newsStories.id, id))) as SQL,
    );
  }
  return db
    .select()
    .from(newsStories)
    .where(conditions.length > 0 ? and(...conditions) : sql`true`)
    .orderBy(desc(newsStories.publishedAt), desc(newsStories.id))
    .limit(query.limit);
}
