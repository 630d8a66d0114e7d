// The plans module's public face: which plans a viewer may see, and plan cards.
export { planCardColumns, planVisibleTo, toPlanCard } from './plans.service';
