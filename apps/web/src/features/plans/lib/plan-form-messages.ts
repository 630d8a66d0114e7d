import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  DATE_YEAR_MAX,
  DATE_YEAR_MESSAGE,
  DATE_YEAR_MIN,
  LATITUDE_MESSAGE,
  LONGITUDE_MESSAGE,
  PLAN_DESCRIPTION_MAX,
  PLAN_LOCATION_MAX,
  PLAN_SPOTS_MAX,
  PLAN_TITLE_MAX,
  PLAN_TITLE_MIN,
  PLAN_VIBE_MAX,
  POINT_PAIR_MESSAGE,
} from '@lineup/contracts';
import { repeatMessage } from '@/components/ui/repeat-messages';

// The shared schema (packages/contracts) words its rules in English, as the API answers them.
// The form says the same rules in the page's language: each English text the form can show is
// looked up here, and one the list lacks is shown as it is.

function planFormMessages(i18n: I18n): Record<string, MessageDescriptor> {
  const titleMin = PLAN_TITLE_MIN;
  const titleMax = PLAN_TITLE_MAX;
  const descriptionMax = i18n.number(PLAN_DESCRIPTION_MAX);
  const vibeMax = PLAN_VIBE_MAX;
  const placeMax = PLAN_LOCATION_MAX;
  const spotsMax = PLAN_SPOTS_MAX;
  const yearMin = DATE_YEAR_MIN;
  const yearMax = DATE_YEAR_MAX;
  return {
    'Give the plan a title.': msg`Give the plan a title.`,
    [`Give the plan a title of at least ${PLAN_TITLE_MIN} characters.`]: msg`Give the plan a title of at least ${titleMin} characters.`,
    [`Keep the title under ${PLAN_TITLE_MAX} characters.`]: msg`Keep the title under ${titleMax} characters.`,
    [`Keep the description under ${PLAN_DESCRIPTION_MAX.toLocaleString('en')} characters.`]: msg`Keep the description under ${descriptionMax} characters.`,
    [`Keep the vibe under ${PLAN_VIBE_MAX} characters.`]: msg`Keep the vibe under ${vibeMax} characters.`,
    'Say where to meet.': msg`Say where to meet.`,
    [`Keep the place under ${PLAN_LOCATION_MAX} characters.`]: msg`Keep the place under ${placeMax} characters.`,
    'Choose an area.': msg`Choose an area.`,
    'Choose when the plan starts.': msg`Choose when the plan starts.`,
    'Use a date and time such as 2026-07-04T18:30.': msg`Use a date and time such as 2026-07-04T18:30.`,
    [DATE_YEAR_MESSAGE]: msg`Choose a date between the years ${yearMin} and ${yearMax}.`,
    'Give the number of spots as a whole number.': msg`Give the number of spots as a whole number.`,
    'Give at least 1 spot, or leave it empty for no limit.': msg`Give at least 1 spot, or leave it empty for no limit.`,
    [`Give at most ${PLAN_SPOTS_MAX} spots.`]: msg`Give at most ${spotsMax} spots.`,
    'Choose who can see the plan: everyone or friends.': msg`Choose who can see the plan: everyone or friends.`,
    [LATITUDE_MESSAGE]: msg`Give the latitude, a number from -90 to 90.`,
    [LONGITUDE_MESSAGE]: msg`Give the longitude, a number from -180 to 180.`,
    [POINT_PAIR_MESSAGE]: msg`Give both the latitude and the longitude, or neither.`,
  };
}

/** A rule of the plan form's schema, in the page's language. */
export function planFormMessage(i18n: I18n, message: string): string {
  const known = planFormMessages(i18n)[message];
  return known ? i18n._(known) : repeatMessage(i18n, message);
}
