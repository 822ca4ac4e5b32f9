// Request and response schemas of the people area, shared by the server routes and the web forms.
export {};
