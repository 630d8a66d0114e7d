// The plans module's public face: which plans a viewer may see, plan cards, leaving each
// other's plans when one member blocks another, and joining every session of a recurring plan.
export { answerEveryPlanSession, leaveEachOthersPlans } from './plan-joining';
export { planCardColumns, toPlanCard } from './plan-card';
export { deletePlan } from './plan-edit';
export { planPath, planVisibleTo, seesPlansAsVisitors } from './plan-visibility';
