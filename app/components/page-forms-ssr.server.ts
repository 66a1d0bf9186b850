// The server renders the page forms straight away (no Suspense fallback reaches a visitor
// without JavaScript); the browser build gets an empty module here and loads them lazily.
export { PageForms } from "./page-forms";
