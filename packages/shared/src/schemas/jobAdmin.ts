// Request and response schemas of the jobAdmin area, shared by the server routes and the web forms.
export {};
