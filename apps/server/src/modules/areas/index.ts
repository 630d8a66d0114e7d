// The areas module's public face: finding an area for a query or a form.
export { AREA_NOT_FOUND, findArea, findAreaBySlug } from './areas.service';
