// The plans module's public face: which plans a viewer may see, plan cards, and leaving each
// other's plans when one member blocks another.
export { leaveEachOthersPlans, planCardColumns, planVisibleTo, toPlanCard } from './plans.service';
