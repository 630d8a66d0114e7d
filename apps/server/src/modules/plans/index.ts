// The plans module's public face: which plans a viewer may see, plan cards, leaving each
// other's plans when one member blocks another, joining every session of a recurring plan, and
// a plan as its own page shows it (`getPlan`, `planAudience`).
export { answerEveryPlanSession, leaveEachOthersPlans } from './plan-joining';
export { planCardColumns, toPlanCard } from './plan-card';
export { deletePlan } from './plan-edit';
export { getPlan } from './plan-detail';
export {
  planAudience,
  planPath,
  planVisibleTo,
  seesPlansAsVisitors,
  visiblePlan,
} from './plan-visibility';
