import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  DATE_YEAR_MAX,
  DATE_YEAR_MESSAGE,
  DATE_YEAR_MIN,
  EVENT_CAPACITY_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_LENGTH_MAX_DAYS,
  EVENT_LENGTH_MESSAGE,
  EVENT_PRICE_TEXT_MAX,
  EVENT_QUESTIONS_MAX,
  EVENT_TAG_MAX,
  EVENT_TAGS_MAX,
  EVENT_TITLE_MAX,
  EVENT_TITLE_MIN,
  EVENT_VIBE_MAX,
  LATITUDE_MESSAGE,
  LONGITUDE_MESSAGE,
  POINT_PAIR_MESSAGE,
  QUESTION_LABEL_MAX,
  QUESTION_OPTION_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_OPTIONS_MIN,
  VENUE_CITY_MAX,
  VENUE_NAME_MAX,
  VENUE_POSTAL_CODE_MAX,
  VENUE_STREET_MAX,
} from '@lineup/contracts';
import { repeatMessage } from '@/components/ui/repeat-messages';

// The shared schemas (packages/contracts) word their rules in English, as the API answers them.
// The form says the same rules in the page's language: each English text the form can show is
// looked up here, and one the list lacks is shown as it is.

export const CHOOSE_CATEGORY = 'Choose a category.';
export const CHOOSE_VENUE =
  'Choose a venue from the list, add a new one, or choose "No venue yet".';

function eventFormMessages(i18n: I18n): Record<string, MessageDescriptor> {
  const n = (value: number) => i18n.number(value);
  const titleMin = EVENT_TITLE_MIN;
  const titleMax = EVENT_TITLE_MAX;
  const descriptionMax = n(EVENT_DESCRIPTION_MAX);
  const vibeMax = EVENT_VIBE_MAX;
  const priceMax = EVENT_PRICE_TEXT_MAX;
  const capacityMax = n(EVENT_CAPACITY_MAX);
  const tagMax = EVENT_TAG_MAX;
  const tagsMax = EVENT_TAGS_MAX;
  const yearMin = DATE_YEAR_MIN;
  const yearMax = DATE_YEAR_MAX;
  const lengthMax = EVENT_LENGTH_MAX_DAYS;
  const venueNameMax = VENUE_NAME_MAX;
  const streetMax = VENUE_STREET_MAX;
  const postalCodeMax = VENUE_POSTAL_CODE_MAX;
  const townMax = VENUE_CITY_MAX;
  const questionsMax = EVENT_QUESTIONS_MAX;
  const questionMax = QUESTION_LABEL_MAX;
  const choiceMax = QUESTION_OPTION_MAX;
  const choicesMax = QUESTION_OPTIONS_MAX;
  const choicesMin = QUESTION_OPTIONS_MIN;
  return {
    [CHOOSE_CATEGORY]: msg`Choose a category.`,
    [CHOOSE_VENUE]: msg`Choose a venue from the list, add a new one, or choose "No venue yet".`,
    'Give the event a title.': msg`Give the event a title.`,
    [`Give the event a title of at least ${EVENT_TITLE_MIN} characters.`]: msg`Give the event a title of at least ${titleMin} characters.`,
    [`Keep the title under ${EVENT_TITLE_MAX} characters.`]: msg`Keep the title under ${titleMax} characters.`,
    [`Keep the description under ${EVENT_DESCRIPTION_MAX.toLocaleString('en')} characters.`]: msg`Keep the description under ${descriptionMax} characters.`,
    [`Keep the vibe under ${EVENT_VIBE_MAX} characters.`]: msg`Keep the vibe under ${vibeMax} characters.`,
    [`Keep each tag under ${EVENT_TAG_MAX} characters.`]: msg`Keep each tag under ${tagMax} characters.`,
    [`Use at most ${EVENT_TAGS_MAX} tags.`]: msg`Use at most ${tagsMax} tags.`,
    'Choose an area.': msg`Choose an area.`,
    'Choose a venue from the list.': msg`Choose a venue from the list.`,
    'Choose when the event starts.': msg`Choose when the event starts.`,
    'Choose when the event ends.': msg`Choose when the event ends.`,
    'Use a date and time such as 2026-07-04T18:30.': msg`Use a date and time such as 2026-07-04T18:30.`,
    [DATE_YEAR_MESSAGE]: msg`Choose a date between the years ${yearMin} and ${yearMax}.`,
    'The event must end after it starts.': msg`The event must end after it starts.`,
    [EVENT_LENGTH_MESSAGE]: msg`An event can last at most ${lengthMax} days. Split a longer one into several events.`,
    'Pick an existing venue or add a new one, not both.': msg`Pick an existing venue or add a new one, not both.`,
    'Give the number of spots as a whole number.': msg`Give the number of spots as a whole number.`,
    'Give at least 1 spot, or leave it empty for no limit.': msg`Give at least 1 spot, or leave it empty for no limit.`,
    [`Give at most ${EVENT_CAPACITY_MAX.toLocaleString('en')} spots.`]: msg`Give at most ${capacityMax} spots.`,
    [`Keep the price under ${EVENT_PRICE_TEXT_MAX} characters.`]: msg`Keep the price under ${priceMax} characters.`,
    'Use a full web address starting with https://': msg`Use a full web address starting with https://`,
    'Use a full map link starting with https://': msg`Use a full map link starting with https://`,
    'This link is too long.': msg`This link is too long.`,
    'Give the venue a name.': msg`Give the venue a name.`,
    'Give the venue a name of at least 2 characters.': msg`Give the venue a name of at least 2 characters.`,
    [`Keep the venue name under ${VENUE_NAME_MAX} characters.`]: msg`Keep the venue name under ${venueNameMax} characters.`,
    [`Keep the street under ${VENUE_STREET_MAX} characters.`]: msg`Keep the street under ${streetMax} characters.`,
    [`Keep the postal code under ${VENUE_POSTAL_CODE_MAX} characters.`]: msg`Keep the postal code under ${postalCodeMax} characters.`,
    'Say which town the venue is in.': msg`Say which town the venue is in.`,
    [`Keep the town under ${VENUE_CITY_MAX} characters.`]: msg`Keep the town under ${townMax} characters.`,
    [LATITUDE_MESSAGE]: msg`Give the latitude, a number from -90 to 90.`,
    [LONGITUDE_MESSAGE]: msg`Give the longitude, a number from -180 to 180.`,
    [POINT_PAIR_MESSAGE]: msg`Give both the latitude and the longitude, or neither.`,
    'Write the question.': msg`Write the question.`,
    [`Keep the question under ${QUESTION_LABEL_MAX} characters.`]: msg`Keep the question under ${questionMax} characters.`,
    'A choice cannot be empty.': msg`A choice cannot be empty.`,
    [`Keep each choice under ${QUESTION_OPTION_MAX} characters.`]: msg`Keep each choice under ${choiceMax} characters.`,
    [`Give at most ${QUESTION_OPTIONS_MAX} choices.`]: msg`Give at most ${choicesMax} choices.`,
    [`Give at least ${QUESTION_OPTIONS_MIN} choices.`]: msg`Give at least ${choicesMin} choices.`,
    'Each choice must differ.': msg`Each choice must differ.`,
    [`Ask at most ${EVENT_QUESTIONS_MAX} questions.`]: msg`Ask at most ${questionsMax} questions.`,
  };
}

/** A rule of the event form's schemas, in the page's language. */
export function eventFormMessage(i18n: I18n, message: string): string {
  const known = eventFormMessages(i18n)[message];
  return known ? i18n._(known) : repeatMessage(i18n, message);
}
