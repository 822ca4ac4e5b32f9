// Request and response schemas of the notifications area, shared by the server routes and the web forms.
export {};
