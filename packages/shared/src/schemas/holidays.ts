// Request and response schemas of the holidays area, shared by the server routes and the web forms.
export {};
