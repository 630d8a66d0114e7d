// The guests module's public face: saving the answers that come with an RSVP, the request
// notices, and the routes hosts use for approval, questions, the guest list and check-in.
export { requestSubject } from './guests.service';
export { saveAnswers } from './questions';
