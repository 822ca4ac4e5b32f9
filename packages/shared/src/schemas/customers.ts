// Request and response schemas of the customers area, shared by the server routes and the web forms.
export {};
