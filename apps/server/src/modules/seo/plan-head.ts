import type { PlanDetail } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html';
import { NOT_FOUND_HEAD, type PageHead } from '../../lib/page-head';
import { getPlan, planAudience, planPath } from '../plans';
import { renderHeadTags, siteImage, summarise } from './head-tags';

const SITE = 'Lineup';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What anyone gets for a plan that is not theirs to see: the 404 of an unknown address. */
export const PLAN_NOT_FOUND: PageHead = { ...NOT_FOUND_HEAD, title: `Plan not found · ${SITE}` };

/** "Sat 4 Jul 2026, 18:30" in the plan's area's time zone. */
function planWhen(plan: PlanDetail): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: plan.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(plan.startsAt));
}

const titleOf = (plan: PlanDetail) => `${plan.title} · ${plan.area.name} · ${SITE}`;

const descriptionOf = (plan: PlanDetail) =>
  summarise(
    `Casual plan by ${plan.creator.username}: ${planWhen(plan)} at ${plan.location}, ${plan.area.name}. ${plan.description ?? ''}`.trim(),
  );

/** The plan as `viewer` sees it, or undefined when it is not theirs to see. */
async function planFor(db: Db, planId: string, viewer: { id: string; role: string } | null) {
  if (!UUID.test(planId)) return undefined;
  try {
    return await getPlan({ db, planId, viewer });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * The head of a casual plan's page (`/casual-plans/:planId`) as every visitor gets it: its
 * title, what, when and where as the description, its canonical address and Open Graph and
 * Twitter cards with Lineup's picture. A plan visitors may not see (friends-only, hidden by
 * moderation, gone) answers 404 like an address that does not exist: a guesser learns nothing.
 */
export async function planHeadFor(options: {
  db: Db;
  origin: string;
  planId: string;
}): Promise<PageHead> {
  const plan = await planFor(options.db, options.planId, null);
  if (!plan) return PLAN_NOT_FOUND;
  const description = descriptionOf(plan);
  return {
    title: titleOf(plan),
    tags: renderHeadTags({
      title: plan.title,
      description,
      canonical: new URL(planPath(plan.id), options.origin).toString(),
      ogType: 'website',
      image: siteImage(options.origin, `${plan.title}, ${plan.area.name}`),
    }),
  };
}

/**
 * A signed-in member's own answer for a plan's page, when it is not the visitors' one: 404 when
 * the plan is not theirs to see (friends-only and not a friend or member, or blocked either way
 * with its creator, although visitors may see it); for a plan only some members see, its title
 * and description, unindexed. Undefined when they see the page every visitor gets.
 */
export async function memberPlanHeadFor(options: {
  db: Db;
  planId: string;
  viewer: { id: string; role: string };
}): Promise<PageHead | undefined> {
  const { db, planId, viewer } = options;
  if (!UUID.test(planId)) return undefined;
  const audience = await planAudience(db, planId, viewer);
  if (audience === 'everyone') return undefined;
  if (audience === 'nobody') return PLAN_NOT_FOUND;
  const plan = await planFor(db, planId, viewer);
  if (!plan) return PLAN_NOT_FOUND;
  return {
    title: titleOf(plan),
    tags: `<meta name="description" content="${escapeHtml(descriptionOf(plan))}" />\n    <meta name="robots" content="noindex" />`,
  };
}
