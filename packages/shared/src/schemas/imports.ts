// Request and response schemas of the imports area, shared by the server routes and the web forms.
export {};
