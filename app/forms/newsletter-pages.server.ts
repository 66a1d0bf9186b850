// The newsletter page forms for the general page route's action. The route imports them through
// this server-only module: the browser build replaces it with an empty module, so valibot stays
// out of the route's JavaScript (the page form component loads it on demand).
export { NEWSLETTER_PAGE_FORMS } from "./newsletter";
