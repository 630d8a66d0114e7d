// The crews module's public face: a crew's address, who may run it, and its routes.
export { crewRoleOf, requireCrewRole } from './crew-role';
export { announceCrewEvent, crewByHandle, crewPath, findCrew } from './crews.service';
