/** Where a member keeps their stays: the section of their profile. */
export const MY_STAYS_ID = 'your-stays';
export const MY_STAYS_PATH = `/profile#${MY_STAYS_ID}`;
