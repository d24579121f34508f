-- Core spec 2.3: the instructions for use are the user guide the server now serves at /help/. Databases seeded
-- before point at a page that never existed; a link an operator set is left alone.

UPDATE app_info SET instruction_for_use_web = '/help/' WHERE instruction_for_use_web = '/legal/instructions-for-use.html';
