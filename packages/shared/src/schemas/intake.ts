// Request and response schemas of the intake area, shared by the server routes and the web forms.
export {};
