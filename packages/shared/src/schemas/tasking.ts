// Request and response schemas of the tasking area, shared by the server routes and the web forms.
export {};
