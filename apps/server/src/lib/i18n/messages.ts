// Every text the server writes for a reader, in English: the source of the PO catalogs in
// apps/server/src/locales (`npm run i18n:extract -w @lineup/server` adds new ones to them).
// ICU message format: `{title}` is filled in, `{count, plural, one {…} other {…}}` follows each
// language's plural rules. Texts the spec quotes are copied here exactly.

export const MESSAGES = {
  // The installed app's description (its manifest, in each language)
  'app.description': 'Events, casual plans and friends in coastal surf towns.',
  // A page's head until the page names itself (index.html's defaults, in each language)
  'app.title': 'Lineup · Events, plans and friends on the coast',
  'app.metaDescription':
    "Lineup is where surf towns meet up: find events, casual plans and friends in Ericeira, Peniche, Zandvoort, Scheveningen, Wijk aan Zee and Sri Lanka's south coast.",
  'app.shareDescription': 'Find events, casual plans and friends in coastal surf towns.',
  // The language switch's link to a language Lineup does not have
  'language.unknown': 'Lineup does not speak that language yet.',

  // Every mail
  'mail.tagline': 'events, casual plans and friends in coastal surf towns',
  'mail.copyLink': 'If the button does not work, copy this link into your browser:',

  // Confirming an address at sign-up
  'mail.verify.subject': 'Confirm your e-mail address for Lineup',
  'mail.verify.heading': 'Confirm your e-mail address',
  'mail.verify.intro':
    'Welcome to Lineup! Confirm that this is your address to activate your account and start finding events, plans and friends along the coast.',
  'mail.verify.action': 'Confirm my e-mail',
  'mail.verify.footnote':
    'The link works for one hour. If you did not sign up for Lineup, ignore this mail and no account will be activated.',

  // Signing in by link
  'mail.magicLink.subject': 'Your Lineup sign-in link',
  'mail.magicLink.heading': 'Sign in to Lineup',
  'mail.magicLink.intro': 'Use the button below to sign in. No password needed.',
  'mail.magicLink.action': 'Sign in to Lineup',
  'mail.magicLink.footnote':
    'The link works once, for 15 minutes. If you did not ask for it, ignore this mail: nobody can sign in without it.',

  // A forgotten password
  'mail.reset.subject': 'Reset your Lineup password',
  'mail.reset.heading': 'Choose a new password',
  'mail.reset.intro': 'Someone, hopefully you, asked to reset the password of your Lineup account.',
  'mail.reset.action': 'Choose a new password',
  'mail.reset.footnote':
    'The link works once, for one hour. If you did not ask for it, ignore this mail and your password stays the same.',

  // A new address for an account
  'mail.changeEmail.subject': 'Confirm the new e-mail address of your Lineup account',
  'mail.changeEmail.heading': 'Confirm your new e-mail address',
  'mail.changeEmail.intro': 'Your Lineup account is about to use {email} as its e-mail address.',
  'mail.changeEmail.action': 'Confirm the change',
  'mail.changeEmail.footnote':
    'The link works for one hour. If you did not ask for this change, ignore this mail and nothing changes.',

  // Notification mails and pushes
  'notice.digest': '{count, plural, one {# update from Lineup} other {# updates from Lineup}}',
  'notice.open': 'Open in Lineup',
  'notice.why': 'You get these e-mails because of your notification settings on Lineup.',
  'notice.stop': 'Stop e-mails about {kinds}',
  'notice.choose': 'Choose which e-mails you get',

  // The kinds of notification, as the unsubscribe link names them
  'kind.event_changed': 'Event changes',
  'kind.event_cancelled': 'Cancellations',
  'kind.event_reminder': 'Reminders',
  'kind.waitlist_promoted': 'Waitlist spots',
  'kind.friend_request': 'Friend requests',
  'kind.friend_accepted': 'Accepted requests',
  'kind.plan_member': 'People in your plans',
  'kind.plan_changed': 'Plan changes',
  'kind.event_full': 'Your event is full',
  'kind.rsvp_summary': 'Daily RSVP summary',
  'kind.friend_nearby': 'Friends around',
  'kind.crew_event': 'New from crews you follow',
  'kind.host_invite': 'Hosting invitations',
  'kind.announcement': 'Announcements from hosts',
  'kind.rsvp_request': 'Requests to join',
  'kind.rsvp_answered': 'Answers to your requests',
  'kind.discussion': 'New messages',
  'kind.report_handled': 'Your reports',
  'kind.moderation': 'From moderators',

  // What members hear about events (docs/product.md §10)
  'event.newTime': '{title} has a new time',
  'event.newPlace': '{title} has a new place',
  'event.newTimeAndPlace': '{title} has a new time and place',
  'event.newTime.body': 'Now {newTime} instead of {oldTime}, at {place}.',
  'event.newPlace.body': 'Now at {newPlace} instead of {oldPlace}.',
  'series.movesTime': '{title} moves to {time} from {date}',
  'series.movesTimeAndPlace': '{title} moves to {time} at {place} from {date}',
  'series.movesPlace': '{title} moves to {place} from {date}',
  'series.movesTime.body':
    'Every session from then on: {newTime} instead of {oldTime}, at {place}.',
  'series.movesPlace.body': 'Every session from then on: at {newPlace} instead of {oldPlace}.',
  'series.cancelled': '{title} is cancelled from {date}',
  'series.cancelled.body': 'Every session from {day} on is off.',
  'event.cancelled': '{title} was cancelled',
  'event.cancelled.body': 'It was planned for {day}, {time} at {place}.',
  'event.full': '{title} is full',
  'event.full.body': 'All {capacity} spots are taken. New members can join the waitlist.',
  'reminder.tomorrow': 'Tomorrow: {title}',
  'notice.when': '{day}, {time} at {place}.',
  'reminder.soon': '{title} starts at {time}',
  'reminder.soon.body': 'Today at {place}.',
  'rsvpSummary.title':
    '{count, plural, one {# new RSVP for {title}} other {# new RSVPs for {title}}}',
  'rsvpSummary.goingAndInterested': '{going} going and {interested} interested in the last day.',
  'rsvpSummary.going': '{going} going in the last day.',
  'rsvpSummary.interested': '{interested} interested in the last day.',
  'rsvpSummary.goingInAll': '{going} going in all.',
  'rsvpSummary.spotsTaken': '{going} of {capacity} spots taken.',
  'event.spotOpened': "A spot opened: you're going to {title}",
  'event.spotOpened.body':
    "{day}, {time} at {place}. Can't make it any more? Change your answer on the event page.",

  // Plans, guests, friends, hosts, crews and discussions
  someone: 'Someone',
  'plan.calledOff': '{title} was called off',
  'plan.spotOpened': "A spot opened: you're in {title}",
  'plan.joined': '{name} joined your plan {title}',
  'plan.left': '{name} left your plan {title}',
  'rsvp.request': '{name} asks to go to {title}',
  'rsvp.request.body': 'Accept or decline from the guest list.',
  'friend.accepted': '{name} accepted your friend request',
  'friend.accepted.body': 'You can now see what they are going to, as their settings allow.',
  'friend.request': '{name} wants to be friends',
  'friend.request.body': 'Accept to see what each other is going to.',
  'host.invite': '{name} invited you to co-host {title}',
  'host.invite.body': 'Open the event to accept or decline.',
  'crew.invite.owner': '{name} invited you to join {crew} as an owner',
  'crew.invite.host': '{name} invited you to join {crew} as a host',
  'crew.invite.checkin': '{name} invited you to join {crew} as check-in',
  'crew.invite.body': 'Open the crew’s page to accept or decline.',
  'crew.event.body': 'A new event from a crew you follow.',
  'discussion.title': '{title}: {count, plural, one {# new message} other {# new messages}}',
  'discussion.body': 'Read them in the discussion.',
  'stay.nearby': '{name} is in {area} {dates}',
  'stay.aFriend': 'A friend',
  'stay.nearbyYourArea': '{name} is in your area {dates}',

  // What reporters and authors hear from moderation (docs/product.md §15)
  'report.thanks': 'Thanks for your report about {item}: {outcome}.',
  'report.outcome.dismissed': 'we looked and left it up',
  'report.outcome.hidden': 'we hid it',
  'report.outcome.warned': 'we warned the member who posted it',
  'report.outcome.banned': 'we removed the account behind it',
  'report.outcome.deleted': 'we removed it',
  'report.item.unknown': 'something you reported',
  'report.item.member': 'the member {name}',
  'report.item.messageIn': 'a message in {thread}',
  'report.item.message': 'a message',
  'report.item.named': '“{label}”',
  'report.dismissed.body':
    'It did not break our rules as far as we could tell. Reporting helps keep Lineup safe.',
  'report.body': 'Reporting helps keep Lineup safe.',
  'moderation.yourAccount': 'your account',
  'moderation.your.event': 'your event “{label}”',
  'moderation.your.plan': 'your plan “{label}”',
  'moderation.your.message': 'your message “{label}”',
  'moderation.your.photo': 'your photo “{label}”',
  'moderation.warned': 'A warning from our moderators about {yours}',
  'moderation.hidden': 'Our moderators hid {yours}',
  'moderation.autoHidden': '{yours} is hidden while our moderators review reports about it',
  'moderation.warned.body':
    'Please keep to our community rules: be kind, stay on topic and keep everyone safe.',
  'moderation.hidden.body': 'It broke our community rules, so nobody else sees it now.',
  'moderation.autoHidden.body':
    'Several members reported it. A moderator will look soon and bring it back if all is well.',

  // Error messages a reader sees in the forms they fill most (docs/product.md §5, §8). The
  // server writes them in English; each answer is put in the reader's language by matching it
  // here, its `{placeholders}` standing for whatever the English carried (lib/i18n/error-texts).
  'error.unknownLocale': 'Choose one of the languages Lineup speaks: {locales}.',
  'error.validationFailed': 'Some of the values sent are not valid.',
  'error.signIn': 'Please sign in to continue.',
  'error.forbidden': 'You are not allowed to do that.',
  'error.notFound': 'That was not found.',
  'error.tooLarge': 'The request is too large.',
  'error.rateLimited': 'Too many requests. Please wait a moment and try again.',
  'error.invalidJson': 'The request body is not valid JSON.',
  'error.unsafeText':
    'Text must not contain the NUL character or broken Unicode (an unpaired surrogate).',
  'error.noUser': 'No user is currently signed in.',
  'error.usernameTaken': 'That username is already taken.',
  'error.atLeastCharacters': 'Use at least {count} characters.',
  'error.atMostCharacters': 'Use at most {count} characters.',
  'error.usernameCharacters': 'Use only letters, numbers, dots and underscores.',
  'error.eventTitle': 'Give the event a title.',
  'error.eventTitleMin': 'Give the event a title of at least {count} characters.',
  'error.titleMax': 'Keep the title under {count} characters.',
  'error.descriptionText': 'The description is text.',
  'error.descriptionMax': 'Keep the description under {count} characters.',
  'error.area': 'Choose an area.',
  'error.venueFromList': 'Choose a venue from the list.',
  'error.spotsWhole': 'Give the number of spots as a whole number.',
  'error.spotsMin': 'Give at least 1 spot, or leave it empty for no limit.',
  'error.spotsMax': 'Give at most {count} spots.',
  'error.eventStart': 'Choose when the event starts.',
  'error.eventEnd': 'Choose when the event ends.',
  'error.dateTime': 'Use a date and time such as 2026-07-04T18:30.',
  'error.dateYears': 'Choose a date between the years {from} and {to}.',
  'error.endAfterStart': 'The event must end after it starts.',
  'error.eventLength':
    'An event can last at most {days} days. Split a longer one into several events.',
  'error.venueOrNew': 'Pick an existing venue or add a new one, not both.',
  'error.tagWords': 'Each tag is a word or two.',
  'error.tagsList': 'Send the tags as a list.',
  'error.tagMax': 'Keep each tag under {count} characters.',
  'error.tagsMax': 'Use at most {count} tags.',
  'error.draftOrPublish': 'Save the event as a draft or publish it.',
  'error.venueName': 'Give the venue a name.',
  'error.venueNameMin': 'Give the venue a name of at least 2 characters.',
  'error.venueNameMax': 'Keep the venue name under {count} characters.',
  'error.venueTown': 'Say which town the venue is in.',
  'error.venueTownMax': 'Keep the town under {count} characters.',
  'error.linkTooLong': 'This link is too long.',
  'error.eventNotFound': 'This event does not exist or is no longer available.',
  'error.planTitle': 'Give the plan a title.',
  'error.planTitleMin': 'Give the plan a title of at least {count} characters.',
  'error.planMeet': 'Say where to meet.',
  'error.planPlaceMax': 'Keep the place under {count} characters.',
  'error.planStart': 'Choose when the plan starts.',
  'error.planVisibility': 'Choose who can see the plan: everyone or friends.',
  'error.planNotFound': 'This plan does not exist or is no longer available.',
  'error.planFull': 'This plan is full. Join the waitlist to get the next spot that opens.',
  'error.planStartedJoin': 'This plan has already started, so it can no longer be joined.',
  'error.planStartedLeave': 'This plan has already started, so you can no longer leave it.',
  'error.ownPlan': 'You made this plan, so you are already in.',
  'error.ownPlanLeave': 'You made this plan, so you cannot leave it. Delete it if it is off.',
  'error.planNotYours': 'You can only change plans you created.',
  'error.planMembersHidden': 'Only the plan’s creator and the members who joined see who is going.',
  'error.plansMineSignIn': 'Log in to see your own plans.',
  'error.planPastStart': 'This time has already passed. Choose a time in the future.',
  'error.eventFull': 'This event is full. Join the waitlist to get the next spot that opens.',
  'error.eventCancelled': 'This event was cancelled, so it no longer takes RSVPs.',
  'error.eventEnded': 'This event has already ended.',
  'error.eventDraft': 'This event is not published yet, so it does not take RSVPs.',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof MESSAGES;
